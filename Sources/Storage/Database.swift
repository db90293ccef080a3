import CSQLite
/// Placeholder; replaced by the storage layer.
public enum StorageModule { public static let name = "Storage" }
