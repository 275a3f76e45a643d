/// A message on the wire of the LSP base protocol: a header section, `Content-Length: N`
/// and an empty line, each ending in CR LF, then the N bytes of the UTF-8 JSON body (LSP 3.17,
/// "Base Protocol"). `MessageFrameDecoder` reads what this writes.
public enum MessageFrame {
    /// `body` with its header. Only `Content-Length` is written: `Content-Type` defaults to
    /// `application/vscode-jsonrpc; charset=utf-8`, which is what dent sends.
    public static func encode(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// `message` serialized and framed.
    public static func encode(_ message: JSONValue) -> [UInt8] {
        encode(message.serialized())
    }
}
