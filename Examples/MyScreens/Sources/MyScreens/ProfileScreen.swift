import Layout

/// A profile screen as an app might write it: a header (avatar, name, handle, bio) above a
/// list of `rows` posts, each a title and a snippet beside a thumbnail.
public struct ProfileScreen {
    /// The engine holding the screen.
    public let engine: LayoutEngine
    /// The rows, and their thumbnails, to check where they landed.
    public private(set) var rows: [View] = []
    public private(set) var thumbnails: [View] = []

    /// Builds the screen's views and constraints (nothing is solved yet).
    ///
    /// - Throws: ``LayoutError`` when a constraint cannot be made.
    public init(rows count: Int, width: Double = 375) throws(LayoutError) {
        engine = LayoutEngine(width: width, height: 812)
        let root = engine.root
        let avatar = View(name: "avatar", intrinsicSize: Size(width: 64, height: 64))
        let name = Label(name: "name", text: "Ada Lovelace")
        let handle = Label(name: "handle", text: "@ada")
        let bio = Label(name: "bio", text: "Analyst, metaphysician, founder of scientific computing", numberOfLines: 2)
        for view in [avatar, name, handle, bio] { root.addSubview(view) }
        try avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
        }
        try name.snp.makeConstraints { make in
            make.top.equalTo(avatar)
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualToSuperview().inset(16)
        }
        try handle.snp.makeConstraints { make in
            make.top.equalTo(name.snp.bottom).offset(4)
            make.leading.equalTo(name)
        }
        try bio.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(12)
            make.horizontalEdges.equalToSuperview().inset(16)
        }
        var above: View = bio
        for i in 0..<count {
            let row = View(name: "row\(i)")
            let thumbnail = View(name: "thumbnail\(i)", intrinsicSize: Size(width: 56, height: 56))
            let title = Label(name: "title\(i)", text: "Post number \(i)")
            let snippet = Label(name: "snippet\(i)", text: "The engine might compose elaborate pieces of music", numberOfLines: 2)
            root.addSubview(row)
            for view in [thumbnail, title, snippet] { row.addSubview(view) }
            try row.snp.makeConstraints { make in
                make.top.equalTo(above.snp.bottom).offset(8)
                make.horizontalEdges.equalToSuperview()
            }
            try thumbnail.snp.makeConstraints { make in
                make.top.leading.bottom.equalToSuperview().inset(8)
            }
            try title.snp.makeConstraints { make in
                make.top.equalTo(thumbnail)
                make.leading.equalTo(thumbnail.snp.trailing).offset(12)
                make.trailing.equalToSuperview().inset(16)
            }
            try snippet.snp.makeConstraints { make in
                make.top.equalTo(title.snp.bottom).offset(2)
                make.leading.trailing.equalTo(title)
            }
            self.rows.append(row)
            thumbnails.append(thumbnail)
            above = row
        }
    }
}
