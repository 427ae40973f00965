extension Style {
    /// The style of the command being run, for text a tracker renders outside its own commands (its
    /// lines in the today view), so `--ascii` and the locale reach it. The today command binds it;
    /// elsewhere it is plain Unicode.
    @TaskLocal public static var current: Style = .plain
}
