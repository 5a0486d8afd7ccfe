// The template context's typed form (Sources/HigTypeOutputs/Render/Context/TemplateModel.swift),
// described for the template compiler: every type, and every key a template may read on it, with
// the key's kind and the Swift member that holds it. This table is the one place that says which
// names the built-in templates can use; a name it lacks fails `make embed-templates`.

/// What a key holds, as the compiler needs to know it to render, test and iterate it.
indirect enum FieldKind {
    case string
    /// A `String?`: null when nil.
    case optionalString
    case bool
    /// The loop frame's `index`: an Int printed as the engine prints numbers.
    case index
    case object(String)
    case optionalObject(String)
    /// A list of objects of the type; `shared` lists carry a memo key (`SharedList`).
    case list(String, shared: Bool)
}

struct Field {
    let key: String
    let kind: FieldKind
    let member: String

    init(_ key: String, _ kind: FieldKind, member: String? = nil) {
        self.key = key
        self.kind = kind
        self.member = member ?? key
    }
}

/// The root type, which the template's top-level context is.
let rootType = "TemplateModel"

let contextSchema: [String: [Field]] = [
    "TemplateModel": [
        Field("generator", .string), Field("sources", .list("SourceModel", shared: false)),
        Field("sourceList", .string), Field("platforms", .list("PlatformModel", shared: false)),
        Field("tokens", .list("TokenModel", shared: false)), Field("css", .optionalObject("CSSModel")),
        Field("swift", .object("SwiftModel")),
    ],
    "SourceModel": [Field("path", .string)],
    "IDModel": [Field("id", .string)],
    "NameModel": [Field("name", .string)],
    "NameValueModel": [Field("name", .string), Field("value", .string)],
    "PlatformModel": [
        Field("id", .string), Field("name", .string), Field("defaultCategory", .string),
        Field("categories", .list("IDModel", shared: false)),
    ],
    "TokenModel": [
        Field("name", .string), Field("description", .optionalString), Field("deprecated", .bool),
        Field("deprecationReason", .optionalString), Field("textStyle", .optionalString),
        Field("fontFamily", .list("NameModel", shared: false)),
        Field("platforms", .list("TokenPlatformModel", shared: true)), Field("cssName", .string),
        Field("swiftName", .string), Field("swift", .object("SwiftTokenModel")),
    ],
    "TokenPlatformModel": [
        Field("id", .string), Field("name", .string), Field("textStyle", .string), Field("defaultCategory", .string),
        Field("defaultFontSize", .string), Field("defaultFontWeight", .string),
        Field("categories", .list("TokenCategoryModel", shared: true)), Field("defaultSwiftWeight", .string),
    ],
    "TokenCategoryModel": [
        Field("id", .string), Field("isDefault", .bool), Field("fontFamily", .string), Field("fontSize", .string),
        Field("lineHeight", .string), Field("fontWeight", .string), Field("fontWeightName", .string),
        Field("letterSpacing", .string), Field("swiftWeight", .string), Field("appleFontWeight", .string),
    ],
    "SwiftTokenModel": [
        Field("name", .string), Field("textStyle", .string), Field("swiftUITextStyle", .string),
        Field("uiKitTextStyle", .string), Field("design", .string), Field("customFamily", .optionalString),
        Field("fontFamily", .list("NameModel", shared: false)), Field("hasTextStyleSize", .bool),
    ],
    "SwiftModel": [
        Field("namespace", .string), Field("categories", .list("SwiftCategoryModel", shared: false)),
        Field("dynamicTypeSizes", .list("DynamicTypeSizeModel", shared: false)), Field("largeCategory", .string),
        Field("hasDefaultCategory", .bool),
    ],
    "SwiftCategoryModel": [
        Field("id", .string), Field("name", .string), Field("dynamicTypeSize", .string),
        Field("uiContentSizeCategory", .string),
    ],
    "DynamicTypeSizeModel": [
        Field("dynamicTypeSize", .string), Field("uiContentSizeCategory", .string), Field("category", .string),
    ],
    "CSSModel": [
        Field("platform", .string), Field("platformName", .string), Field("defaultCategory", .string),
        Field("unit", .string), Field("textScale", .optionalObject("CSSTextScaleModel")),
        Field("rootTokens", .list("CSSRootTokenModel", shared: false)),
        Field("categories", .list("CSSCategoryModel", shared: false)),
    ],
    "CSSTextScaleModel": [
        Field("default", .string), Field("bodyProperty", .string), Field("defaultBodySize", .string),
        Field("categories", .list("CSSScaleCategoryModel", shared: false)), Field("scaleList", .string),
        Field("curves", .list("NameValueModel", shared: false)),
    ],
    "CSSScaleCategoryModel": [Field("id", .string), Field("scale", .string)],
    "CSSRootTokenModel": [
        Field("cssName", .string), Field("description", .optionalString),
        Field("webkit", .optionalObject("CSSWebKitModel")), Field("properties", .list("NameValueModel", shared: false)),
    ],
    "CSSWebKitModel": [Field("keyword", .string), Field("setsFamily", .bool), Field("setsWeight", .bool)],
    "CSSCategoryModel": [
        Field("id", .string), Field("selector", .string), Field("tokens", .list("CSSChangeModel", shared: false)),
    ],
    "CSSChangeModel": [Field("cssName", .string), Field("properties", .list("NameValueModel", shared: true))],
]
