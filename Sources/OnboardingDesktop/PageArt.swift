import GTKKit

/// The picture at the top of a page: an icon from the icon theme, or an image of the app's own.
public enum PageArt: Sendable, Equatable {
    /// A themed icon by name (`find-location-symbolic`), drawn large.
    case icon(String)
    /// A PNG or JPEG image (the app's logo), with the text a screen reader speaks for it.
    case image(bytes: [UInt8], description: String)

    /// The widget; an image that can't be decoded falls back to a generic icon.
    @MainActor func makeWidget(size: Int32) -> Widget {
        switch self {
        case .icon(let name):
            let image = Image(icon: name, pixelSize: size)
            image.addStyleClass("accent")
            return image
        case .image(let bytes, let description):
            guard let picture = try? Picture(encoded: bytes) else {
                return Image(icon: "image-missing-symbolic", accessibleLabel: description, pixelSize: size)
            }
            picture.setAlternativeText(description)
            picture.setSizeRequest(width: size, height: size)
            return picture
        }
    }
}
