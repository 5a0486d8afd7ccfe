/// The Figma plugin "Design Tokens": its legacy (`value`, `type`) and W3C (`$value`, `$type`)
/// exports. Its `custom-fontStyle` is a typography value whose lengths are numbers in px
/// (`TypographyConversion`); `fontStyle`, `fontStretch`, `textCase`, `textDecoration`,
/// `paragraphIndent` and `paragraphSpacing` go to `$extensions["dev.higtype.source"]`. Its other
/// `custom-…` types (shadows, grids, spacing objects) have no exact DTCG form and are left out,
/// each with a note; its `extensions["org.lukasoppermann.figmaDesignTokens"]` stay as they are.
enum FigmaPluginReader {
    static let vendor = ForeignFormat.Survey.pluginVendor
}
