@preconcurrency import CPangoCairo

/// The private fontconfig configuration behind every ``FontMap``.
enum PrivateFontconfig {
    /// Rules only, no `<dir>` and no `<include>`: fonts are added file by file. Generic families
    /// resolve to Inter, any family not loaded falls back to DejaVu Sans, and the rendering
    /// properties are pinned whatever the caller asks for.
    static let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
          <alias binding="same"><family>sans</family><prefer><family>Inter</family></prefer></alias>
          <alias binding="same"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
          <match target="pattern">
            <edit name="family" mode="append_last" binding="weak"><string>DejaVu Sans</string></edit>
          </match>
          <match target="font">
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
        </fontconfig>
        """

    /// A new configuration holding exactly `environment`'s font files.
    /// The caller owns the result and releases it with `FcConfigDestroy`.
    static func make(for environment: FontEnvironment) throws(FontEnvironmentError) -> OpaquePointer {
        guard let config = FcConfigCreate() else {
            throw .invalidConfiguration("FcConfigCreate failed")
        }
        let parsed = rules.withCString {
            $0.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw .invalidConfiguration("the built-in rules did not load")
        }
        for file in environment.fontFiles {
            let added = file.path.withCString {
                $0.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added == FcTrue else {
                FcConfigDestroy(config)
                throw .unreadableFontFile(path: file.path, package: file.package)
            }
        }
        return config
    }
}
