import Brand
import Migration
import Pictures
import ThresholdCore

// The values the faces lay out, named through the application layer: a face imports Features
// (and its toolkit) only, so it can show a profile or a brand's art but has no way to reach the
// store, the importer or the key files past the operations Features offers.

/// ``Brand/AccentColors``, as the faces see it.
public typealias AccentColors = Brand::AccentColors
/// ``ThresholdCore/Bio``, as the faces see it.
public typealias Bio = ThresholdCore::Bio
/// ``Brand/Brand``, as the faces see it.
public typealias Brand = Brand::Brand
/// ``ThresholdCore/Chat``, as the faces see it.
public typealias Chat = ThresholdCore::Chat
/// ``ThresholdCore/ChatMessage``, as the faces see it.
public typealias ChatMessage = ThresholdCore::ChatMessage
/// ``ThresholdCore/DeviceTokenProvider``, as the faces see it.
public typealias DeviceTokenProvider = ThresholdCore::DeviceTokenProvider
/// ``ThresholdCore/DisplayName``, as the faces see it.
public typealias DisplayName = ThresholdCore::DisplayName
/// ``ThresholdCore/FixedDeviceToken``, as the faces see it.
public typealias FixedDeviceToken = ThresholdCore::FixedDeviceToken
/// ``ThresholdCore/LockError``, as the faces see it.
public typealias LockError = ThresholdCore::LockError
/// ``ThresholdCore/LockStatus``, as the faces see it.
public typealias LockStatus = ThresholdCore::LockStatus
/// ``Brand/LogoArt``, as the faces see it.
public typealias LogoArt = Brand::LogoArt
/// ``Migration/MigrationError``, as the faces see it.
public typealias MigrationError = Migration::MigrationError
/// ``Migration/MigrationExportResult``, as the faces see it.
public typealias MigrationExportResult = Migration::MigrationExportResult
/// ``Migration/MigrationImportResult``, as the faces see it.
public typealias MigrationImportResult = Migration::MigrationImportResult
/// ``Brand/NotificationMode``, as the faces see it.
public typealias NotificationMode = Brand::NotificationMode
/// ``Brand/NotificationOffer``, as the faces see it.
public typealias NotificationOffer = Brand::NotificationOffer
/// ``ThresholdCore/NotificationSettings``, as the faces see it.
public typealias NotificationSettings = ThresholdCore::NotificationSettings
/// ``ThresholdCore/OperatorState``, as the faces see it.
public typealias OperatorState = ThresholdCore::OperatorState
/// ``ThresholdCore/Profile``, as the faces see it.
public typealias Profile = ThresholdCore::Profile
/// ``ThresholdCore/ProfileDeletion``, as the faces see it.
public typealias ProfileDeletion = ThresholdCore::ProfileDeletion
/// ``ThresholdCore/ProfileError``, as the faces see it.
public typealias ProfileError = ThresholdCore::ProfileError
/// ``ThresholdCore/ProfileListing``, as the faces see it.
public typealias ProfileListing = ThresholdCore::ProfileListing
/// ``ThresholdCore/ProfileRef``, as the faces see it.
public typealias ProfileRef = ThresholdCore::ProfileRef
/// ``ThresholdCore/ProtectionLevel``, as the faces see it.
public typealias ProtectionLevel = ThresholdCore::ProtectionLevel
/// ``Brand/RGBColor``, as the faces see it.
public typealias RGBColor = Brand::RGBColor
/// ``ThresholdCore/SeedPlan``, as the faces see it.
public typealias SeedPlan = ThresholdCore::SeedPlan
/// ``Brand/ServerOperator``, as the faces see it.
public typealias ServerOperator = Brand::ServerOperator
/// ``ThresholdCore/UnlockResult``, as the faces see it.
public typealias UnlockResult = ThresholdCore::UnlockResult
/// ``Brand/WhatsNewEntry``, as the faces see it.
public typealias WhatsNewEntry = Brand::WhatsNewEntry
/// ``ThresholdCore/OutboxJob``, as the faces see it.
public typealias OutboxJob = ThresholdCore::OutboxJob
/// ``ThresholdCore/OutboxReport``, as the faces see it.
public typealias OutboxReport = ThresholdCore::OutboxReport
/// ``ThresholdCore/DatabaseDump``, as the faces see it.
public typealias DatabaseDump = ThresholdCore::DatabaseDump
/// ``ThresholdCore/ThresholdStore/OnboardingSnapshot``, as the faces see it.
public typealias OnboardingSnapshot = ThresholdCore::ThresholdStore.OnboardingSnapshot
/// ``Pictures/ProfilePicture``, as the faces see it (a stored picture's JPEG bytes, to draw).
public typealias ProfilePicture = Pictures::ProfilePicture
/// ``Pictures/PictureError``, as the faces see it.
public typealias PictureError = Pictures::PictureError
