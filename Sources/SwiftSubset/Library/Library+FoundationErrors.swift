/// Foundation's `NSError` and `URLError`, as swift-corelibs-foundation
/// shows them on Linux (checked with swiftc 6.3 here): a model layer
/// throws them (`throw URLError(.badServerResponse)`, `NSError(domain:
/// code: userInfo:)`) and catches them (`catch let e as URLError`, `e.code
/// == .notConnectedToInternet`). Both print as an `NSError` does —
/// `Error Domain=NSURLErrorDomain Code=-1011 "(null)"` — and their
/// `localizedDescription` is the userInfo's `NSLocalizedDescriptionKey`
/// or "The operation could not be completed. (NSURLErrorDomain error
/// -1011.)". Only an `NSError` is one: `catch let e as NSError` does not
/// catch a Swift error on Linux, and bridging one with `as NSError` is
/// refused by name.
extension Library {
    func installFoundationErrors() {
        guard let error = types["Error"] else { return }
        let equatable = ["Equatable", "Hashable"].compactMap { types[$0] }
        let string = StaticType.string
        let userInfoType = StaticType.dictionary(.string, .nominal(anyType, []))

        let nsError = TypeInfo(name: "NSError", kind: .builtin)
        nsError.conformances = [error] + equatable
        addType(nsError)
        nativeTypes["NSError"] = nsError
        staticMethod(nsError, "init(domain:code:userInfo?:)", .nominal(nsError, []),
                     types: [.string, .int, .optional(userInfoType)]) { rt, _, args, at throws(Unwind) in
            var info = DictionaryValue()
            if case .dictionary(let d)? = args[2].unwrapped { info = d }
            return .native(try NSErrorValue(domain: try Library.string(args[0], at), code: try Library.int(args[1], at),
                                            userInfo: info, rt: rt, at: at))
        }
        property(nsError, "domain", string) { _, v, _ throws(Unwind) in .string(NSErrorValue.of(v)?.domain ?? "") }
        property(nsError, "code", .int) { _, v, _ throws(Unwind) in .int(NSErrorValue.of(v)?.code ?? 0) }
        property(nsError, "userInfo", userInfoType) { _, v, _ throws(Unwind) in
            .dictionary(NSErrorValue.of(v)?.userInfo ?? DictionaryValue())
        }
        property(nsError, "localizedDescription", string) { _, v, _ throws(Unwind) in
            .string(NSErrorValue.of(v)?.localizedDescription ?? "")
        }
        property(nsError, "description", string) { _, v, _ throws(Unwind) in .string(NSErrorValue.of(v)?.description ?? "") }

        let urlError = TypeInfo(name: "URLError", kind: .builtin)
        urlError.conformances = [error] + equatable
        addType(urlError)
        nativeTypes["URLError"] = urlError
        let code = TypeInfo(name: "Code", kind: .builtin)
        code.outer = urlError
        code.conformances = equatable
        urlError.nestedTypes["Code"] = code
        nativeTypes[URLErrorCodeValue.typeName] = code
        let codeType = StaticType.nominal(code, [])
        for (name, raw) in URLErrorCodeValue.codes {
            staticProperty(code, name, codeType) { _, _, _ throws(Unwind) in .native(URLErrorCodeValue(name, raw)) }
        }
        staticMethod(code, "init(rawValue:)", .optional(codeType), types: [.int]) { _, _, args, at throws(Unwind) in
            let raw = try Library.int(args[0], at)
            guard let name = URLErrorCodeValue.codes.first(where: { $0.1 == raw })?.0 else { return .none }
            return .some(.native(URLErrorCodeValue(name, raw)))
        }
        property(code, "rawValue", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? URLErrorCodeValue)?.raw ?? 0) }
        staticMethod(urlError, "init(_:)", .nominal(urlError, []), types: [codeType]) { _, _, args, _ throws(Unwind) in
            guard let code = args[0].nativeObject as? URLErrorCodeValue else { return .void }
            return .native(URLErrorValue(code))
        }
        staticProperty(urlError, "errorDomain", string) { _, _, _ throws(Unwind) in .string(URLErrorValue.domain) }
        property(urlError, "code", codeType) { _, v, _ throws(Unwind) in
            guard let e = v.nativeObject as? URLErrorValue else { return .void }
            return .native(e.code)
        }
        property(urlError, "errorCode", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? URLErrorValue)?.code.raw ?? 0) }
        property(urlError, "userInfo", userInfoType) { _, _, _ throws(Unwind) in .dictionary(DictionaryValue()) }
        property(urlError, "localizedDescription", string) { _, v, _ throws(Unwind) in
            .string((v.nativeObject as? URLErrorValue)?.localizedDescription ?? "")
        }
        property(urlError, "description", string) { _, v, _ throws(Unwind) in
            .string((v.nativeObject as? URLErrorValue)?.description ?? "")
        }

        globalConstants["NSLocalizedDescriptionKey"] = (.string(NSErrorValue.descriptionKey), .string, "Foundation")
        globalConstants["NSURLErrorDomain"] = (.string(URLErrorValue.domain), .string, "Foundation")
    }
}

/// How Foundation on Linux shows an error with a domain and a code.
private func nsErrorText(domain: String, code: Int, userInfo: String) -> String {
    "Error Domain=\(domain) Code=\(code) \"(null)\"" + userInfo
}

/// `NSError(domain:code:userInfo:)`. Its userInfo is shown in insertion
/// order; Foundation's order for more than one key follows hashing, so
/// a golden keeps to one key.
final class NSErrorValue: NativeObject, NativeValue {
    static let descriptionKey = "NSLocalizedDescription"
    let domain: String
    let code: Int
    let userInfo: DictionaryValue
    private let userInfoText: String

    init(domain: String, code: Int, userInfo: DictionaryValue, rt: Runtime, at: SourcePosition) throws(Unwind) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
        var parts: [String] = []
        for (key, value) in zip(userInfo.keys, userInfo.values) {
            parts.append(try rt.library.describe(key, rt: rt, at: at) + "=" + (try rt.library.describe(value, rt: rt, at: at)))
        }
        userInfoText = parts.isEmpty ? "" : "UserInfo={" + parts.joined(separator: ", ") + "}"
    }

    static func of(_ value: Value) -> NSErrorValue? { value.nativeObject as? NSErrorValue }

    override var typeName: String { "NSError" }
    override var description: String { nsErrorText(domain: domain, code: code, userInfo: userInfoText) }
    var localizedDescription: String {
        if case .string(let text)? = userInfo[.string(Self.descriptionKey)] { return text }
        return "The operation could not be completed. (\(domain) error \(code).)"
    }
    func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? NSErrorValue else { return false }
        return domain == other.domain && code == other.code && userInfoText == other.userInfoText
    }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(domain); hasher.combine(code) }
}

/// `URLError(_:)`: a code in `NSURLErrorDomain`, no userInfo.
final class URLErrorValue: NativeObject, NativeValue {
    static let domain = "NSURLErrorDomain"
    let code: URLErrorCodeValue
    init(_ code: URLErrorCodeValue) { self.code = code }
    override var typeName: String { "URLError" }
    override var description: String { nsErrorText(domain: Self.domain, code: code.raw, userInfo: "") }
    var localizedDescription: String { "The operation could not be completed. (\(Self.domain) error \(code.raw).)" }
    func isEqual(to other: NativeObject) -> Bool { (other as? URLErrorValue)?.code.raw == code.raw }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(code.raw) }
}

/// `URLError.Code`: an enumeration on Linux, printed by its case name
/// (`badServerResponse`), qualified inside another value
/// (`Optional(Foundation.URLError.Code.badServerResponse)`).
final class URLErrorCodeValue: NativeObject, NativeValue {
    static let typeName = "URLError.Code"
    /// The cases and raw values swift-corelibs-foundation declares.
    static let codes: [(String, Int)] = [
        ("unknown", -1), ("cancelled", -999), ("badURL", -1000), ("timedOut", -1001), ("unsupportedURL", -1002),
        ("cannotFindHost", -1003), ("cannotConnectToHost", -1004), ("networkConnectionLost", -1005),
        ("dnsLookupFailed", -1006), ("httpTooManyRedirects", -1007), ("resourceUnavailable", -1008),
        ("notConnectedToInternet", -1009), ("redirectToNonExistentLocation", -1010), ("badServerResponse", -1011),
        ("userCancelledAuthentication", -1012), ("userAuthenticationRequired", -1013), ("zeroByteResource", -1014),
        ("cannotDecodeRawData", -1015), ("cannotDecodeContentData", -1016), ("cannotParseResponse", -1017),
        ("dataNotAllowed", -1020), ("appTransportSecurityRequiresSecureConnection", -1022),
        ("fileDoesNotExist", -1100), ("fileIsDirectory", -1101), ("noPermissionsToReadFile", -1102),
        ("dataLengthExceedsMaximum", -1103), ("secureConnectionFailed", -1200),
    ]
    let name: String
    let raw: Int
    init(_ name: String, _ raw: Int) {
        self.name = name
        self.raw = raw
    }
    override var typeName: String { Self.typeName }
    override var description: String { name }
    override var debugDescription: String { "Foundation.URLError.Code." + name }
    func isEqual(to other: NativeObject) -> Bool { (other as? URLErrorCodeValue)?.raw == raw }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}

extension LanguageMessages {
    /// `error as NSError` of a Swift error: Foundation bridges it, with
    /// the error's qualified type as its domain and its number as its code.
    static let errorBridged = Message.unsupported(
        "bridging a Swift error to NSError with 'as NSError' (its domain would be the error's type, its code the case's "
        + "number) — throw NSError or URLError values themselves, or read the error's own properties")
}
