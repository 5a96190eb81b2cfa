// libFuzzer entry point: every input is a csys file for the reader and, when it reads, the
// solver. Built outside SwiftPM by scripts/fuzz-csys (it needs -sanitize=fuzzer), in the Csys
// module itself.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCsys(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let document = try? CsysReader.read(text) else { return 0 }
    if document.constraints.count > 2_000 { return 0 }  // keep each run short
    _ = try? CsysReplay.run(document)
    return 0
}
