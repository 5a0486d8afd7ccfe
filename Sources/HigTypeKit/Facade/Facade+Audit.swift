import HigTypeAudit

// The audit of app code. `Auditor` audits one file's text (the language server's open
// documents); the rest is what `higtype audit` assembles around it today and leaves the facade
// when `Pipeline.audit` takes the run over (issue 28, "The audit is part of the pipeline").

/// Fixed font sizes in one Swift or CSS file, each a `fixed-size` diagnostic with a fix-it.
public typealias Auditor = HigTypeAudit.Auditor
/// A manifest's tokens by size and weight, so a finding names the token to use.
public typealias TokenMatch = HigTypeAudit.TokenMatch
/// The files an audit reads, each once, less the excluded ones (AuditCommand).
public typealias AuditFiles = HigTypeAudit.AuditFiles
/// One `--exclude` pattern (AuditCommand).
public typealias AuditGlob = HigTypeAudit.AuditGlob
/// The excludes of one run, from the arguments and `higtype.json` (AuditCommand).
public typealias AuditExclusions = HigTypeAudit.AuditExclusions
/// The lines an audit's stderr ends with (AuditCommand).
public typealias AuditSummary = HigTypeAudit.AuditSummary
/// Known findings, matched by file, id and line text (`--baseline`, AuditCommand).
public typealias AuditBaseline = HigTypeAudit.AuditBaseline
/// The platform a project builds for, read from its project files (AuditCommand).
public typealias ProjectPlatform = HigTypeAudit.ProjectPlatform
