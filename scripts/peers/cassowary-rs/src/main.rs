//! Replays a csys file (../shared/csys-format.md) with the `cassowary` crate
//! and prints timings as CSV; the same interface as ../kiwisolver_replay.py.
//!
//! Usage: cassowary-rs-replay FILE.csys [--rounds R] [--check]
//!
//! stdout: peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb
//! Exit codes: 0 ok, 1 an `x` check failed (with --check), 2 bad input.
//!
//! The file is parsed and every Variable and Constraint is created before any
//! clock starts; only solver calls are timed.

use cassowary::strength;
use cassowary::{Constraint, Expression, RelationalOperator, Solver, Term, Variable};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::exit;
use std::time::Instant;

const PEER: &str = "cassowary-rs";
const PEER_VERSION: &str = env!("CASSOWARY_VERSION");

const REQUIRED: f64 = 1_001_001_000.0;
const STRONG: f64 = 1_000_000.0;
const MEDIUM: f64 = 1_000.0;
const WEAK: f64 = 1.0;

struct CsysError {
    line: Option<usize>,
    message: String,
}

fn err<T>(line: usize, message: String) -> Result<T, CsysError> {
    Err(CsysError { line: Some(line), message })
}

/// Kiwi's strength::create(a, b, c, w): each component clipped to [0, 1000].
fn create(a: f64, b: f64, c: f64, w: f64) -> f64 {
    (a * w).max(0.0).min(1000.0) * 1_000_000.0
        + (b * w).max(0.0).min(1000.0) * 1000.0
        + (c * w).max(0.0).min(1000.0)
}

fn clip(s: f64) -> f64 {
    s.max(0.0).min(REQUIRED)
}

fn is_number_syntax(tok: &str) -> bool {
    let b = tok.as_bytes();
    let mut i = 0;
    if i < b.len() && b[i] == b'-' {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let s = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        frac_digits = i - s;
    }
    if int_digits == 0 && frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let s = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == s {
            return false;
        }
    }
    i == b.len()
}

fn parse_number(tok: &str, line: usize, what: &str) -> Result<f64, CsysError> {
    if !is_number_syntax(tok) {
        return err(line, format!("bad {} '{}'", what, tok));
    }
    match tok.parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(v),
        _ => err(line, format!("bad {} '{}' (not finite)", what, tok)),
    }
}

fn is_var_syntax(tok: &str) -> bool {
    let b = tok.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphabetic() || b[0] == b'_') {
        return false;
    }
    if !b[1..].iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.') {
        return false;
    }
    let lower = tok.to_ascii_lowercase();
    !(lower == "nan" || lower == "inf" || lower == "infinity")
}

fn parse_var(tok: &str, line: usize) -> Result<String, CsysError> {
    if !is_var_syntax(tok) {
        return err(line, format!("bad variable name '{}'", tok));
    }
    Ok(tok.to_string())
}

fn parse_strength(tok: &str, line: usize) -> Result<f64, CsysError> {
    if tok.contains('@') {
        // csys's exact priority levels (STRENGTH@LEVEL): one weighted objective cannot hold them.
        return err(line, format!("bad strength '{}' (exact levels need a solver with one objective per level: export without --levels)", tok));
    }
    match tok {
        "required" => return Ok(REQUIRED),
        "strong" => return Ok(STRONG),
        "medium" => return Ok(MEDIUM),
        "weak" => return Ok(WEAK),
        _ => {}
    }
    if let Some((name, weight)) = tok.split_once('*') {
        let abc = match name {
            "strong" => Some((1.0, 0.0, 0.0)),
            "medium" => Some((0.0, 1.0, 0.0)),
            "weak" => Some((0.0, 0.0, 1.0)),
            _ => None,
        };
        if let Some((a, b, c)) = abc {
            let w = parse_number(weight, line, "strength weight")?;
            if w <= 0.0 {
                return err(line, format!("bad strength '{}' (the weight must be positive)", tok));
            }
            return Ok(clip(create(a, b, c, w)));
        }
        if name == "required" {
            return err(line, format!("bad strength '{}' (required takes no weight)", tok));
        }
    }
    err(line, format!("bad strength '{}'", tok))
}

/// NUMBER, VAR or NUMBER*VAR -> (coefficient, variable or None).
fn parse_term(tok: &str, line: usize) -> Result<(f64, Option<String>), CsysError> {
    if let Some((num, var)) = tok.split_once('*') {
        return Ok((parse_number(num, line, "number")?, Some(parse_var(var, line)?)));
    }
    if is_number_syntax(tok) {
        return Ok((parse_number(tok, line, "number")?, None));
    }
    let first = tok.as_bytes()[0];
    if first.is_ascii_digit() || first == b'-' || first == b'.' {
        return err(line, format!("bad term '{}'", tok));
    }
    Ok((1.0, Some(parse_var(tok, line)?)))
}

/// Terms joined by ` + ` / ` - `; a leading `-` may stand on the first term.
fn parse_expression(
    tokens: &[&str],
    line: usize,
    side: &str,
) -> Result<Vec<(f64, Option<String>)>, CsysError> {
    if tokens.is_empty() {
        return err(line, format!("empty {}", side));
    }
    let mut toks: Vec<String> = tokens.iter().map(|s| s.to_string()).collect();
    let mut terms = Vec::new();
    let mut i = 0;
    let mut sign = 1.0;
    let first = toks[0].clone();
    if first == "-" {
        sign = -1.0;
        i = 1;
        if i == toks.len() {
            return err(line, format!("{} ends with a sign", side));
        }
        if toks[i].starts_with('-') {
            return err(line, format!("bad term '- {}'", toks[i]));
        }
    } else if first.starts_with('-') && first.len() > 1 && !is_number_syntax(&first) && !first.contains('*') {
        sign = -1.0;
        toks[0] = first[1..].to_string();
        if toks[0].starts_with('-') {
            return err(line, format!("bad term '{}'", first));
        }
    }
    loop {
        let (coef, var) = parse_term(&toks[i], line)?;
        terms.push((sign * coef, var));
        i += 1;
        if i == toks.len() {
            break;
        }
        match toks[i].as_str() {
            "+" => sign = 1.0,
            "-" => sign = -1.0,
            op => return err(line, format!("expected '+' or '-' in {}, found '{}'", side, op)),
        }
        i += 1;
        if i == toks.len() {
            return err(line, format!("{} ends with a sign", side));
        }
    }
    Ok(terms)
}

struct ParsedConstraint {
    terms: Vec<(usize, f64)>, // LHS - RHS, like terms merged, in order of first use
    constant: f64,
    op: RelationalOperator,
    strength: f64,
    line: usize,
}

enum BuildOp {
    Constraint(usize),
    Edit(usize, f64),
}

enum Step {
    Suggest(usize, f64),
    Churn(Vec<(bool, usize)>), // (is_add, constraint index)
    Check(Vec<(usize, f64, usize)>), // (variable, expected, line)
}

struct System {
    variables: Vec<String>,
    constraints: Vec<ParsedConstraint>,
    build: Vec<BuildOp>,
    steps: Vec<Step>,
}

#[derive(PartialEq, Clone, Copy)]
enum Phase {
    Header,
    Build,
    Resize,
    Churn,
}

fn parse_file(path: &str) -> Result<System, CsysError> {
    let data = std::fs::read(path).map_err(|e| CsysError {
        line: None,
        message: format!("cannot read: {}", e),
    })?;
    let mut lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    if lines.last().map_or(false, |l| l.is_empty()) {
        lines.pop();
    }
    let mut var_index: HashMap<String, usize> = HashMap::new();
    let mut variables: Vec<String> = Vec::new();
    let mut constraints: Vec<ParsedConstraint> = Vec::new();
    let mut build = Vec::new();
    let mut steps = Vec::new();
    let mut edits: HashMap<usize, ()> = HashMap::new();
    let mut in_solver: Vec<bool> = Vec::new();
    let mut phase = Phase::Header;
    let mut build_x_line: Option<usize> = None;
    let mut group: Option<Vec<(bool, usize)>> = None;
    let mut group_line = 0;
    let mut pending_x: Vec<(usize, f64, usize)> = Vec::new();

    fn use_var(name: &str, var_index: &mut HashMap<String, usize>, variables: &mut Vec<String>) -> usize {
        if let Some(&i) = var_index.get(name) {
            return i;
        }
        variables.push(name.to_string());
        var_index.insert(name.to_string(), variables.len() - 1);
        variables.len() - 1
    }

    for (idx, raw) in lines.iter().enumerate() {
        let lineno = idx + 1;
        let text = match std::str::from_utf8(raw) {
            Ok(t) => t,
            Err(_) => return err(lineno, "not valid UTF-8".to_string()),
        };
        let mut text = text.split('#').next().unwrap_or("");
        if let Some(t) = text.strip_suffix('\r') {
            text = t;
        }
        let toks: Vec<&str> = text.split(|c| c == ' ' || c == '\t').filter(|t| !t.is_empty()).collect();
        if toks.is_empty() {
            continue;
        }
        let kw = toks[0];
        let args = &toks[1..];
        if phase == Phase::Header {
            if kw != "csys" {
                return err(lineno, "expected 'csys 1' as the first statement".to_string());
            }
            if args.len() != 1 {
                return err(lineno, "expected 'csys 1'".to_string());
            }
            if args[0] != "1" {
                return err(lineno, format!("unsupported csys version '{}'", args[0]));
            }
            phase = Phase::Build;
            continue;
        }
        match kw {
            "c" | "e" => {
                if phase != Phase::Build {
                    return err(lineno, format!("'{}' after the build phase", kw));
                }
                if let Some(xl) = build_x_line {
                    return err(
                        lineno,
                        format!(
                            "'{}' after an 'x' line (line {}): checks may only follow the whole build phase",
                            kw, xl
                        ),
                    );
                }
                if args.is_empty() {
                    return err(lineno, format!("'{}' needs a strength", kw));
                }
                let strength = parse_strength(args[0], lineno)?;
                if kw == "e" {
                    if args.len() != 2 {
                        return err(lineno, "expected 'e STRENGTH VAR'".to_string());
                    }
                    let name = parse_var(args[1], lineno)?;
                    if strength >= REQUIRED {
                        return err(lineno, "a required edit variable is an error".to_string());
                    }
                    let v = use_var(&name, &mut var_index, &mut variables);
                    if edits.contains_key(&v) {
                        return err(lineno, format!("'{}' is already an edit variable", name));
                    }
                    edits.insert(v, ());
                    build.push(BuildOp::Edit(v, strength));
                    continue;
                }
                let rest = &args[1..];
                let ops: Vec<usize> = (0..rest.len())
                    .filter(|&i| rest[i] == "==" || rest[i] == "<=" || rest[i] == ">=")
                    .collect();
                if ops.len() != 1 {
                    return err(lineno, "expected one of == <= >= exactly once in 'c'".to_string());
                }
                let j = ops[0];
                let lhs = parse_expression(&rest[..j], lineno, "left-hand side")?;
                let rhs = parse_expression(&rest[j + 1..], lineno, "right-hand side")?;
                let mut merged: Vec<(usize, f64)> = Vec::new();
                let mut constant = 0.0;
                let all = lhs.into_iter().chain(rhs.into_iter().map(|(c, v)| (-c, v)));
                for (coef, var) in all {
                    match var {
                        None => constant += coef,
                        Some(name) => {
                            let v = use_var(&name, &mut var_index, &mut variables);
                            match merged.iter_mut().find(|(mv, _)| *mv == v) {
                                Some(entry) => entry.1 += coef,
                                None => merged.push((v, coef)),
                            }
                        }
                    }
                }
                let op = match rest[j] {
                    "==" => RelationalOperator::Equal,
                    "<=" => RelationalOperator::LessOrEqual,
                    _ => RelationalOperator::GreaterOrEqual,
                };
                constraints.push(ParsedConstraint { terms: merged, constant, op, strength, line: lineno });
                in_solver.push(true);
                build.push(BuildOp::Constraint(constraints.len() - 1));
            }
            "s" => {
                if phase == Phase::Churn {
                    return err(lineno, "'s' after the churn phase".to_string());
                }
                if args.len() != 2 {
                    return err(lineno, "expected 's VAR VALUE'".to_string());
                }
                let name = parse_var(args[0], lineno)?;
                let value = parse_number(args[1], lineno, "number")?;
                let v = match var_index.get(&name) {
                    Some(&v) if edits.contains_key(&v) => v,
                    _ => return err(lineno, format!("unknown edit variable '{}'", name)),
                };
                phase = Phase::Resize;
                if !pending_x.is_empty() {
                    steps.push(Step::Check(std::mem::take(&mut pending_x)));
                }
                steps.push(Step::Suggest(v, value));
            }
            "d" | "a" => {
                if args.len() != 1 {
                    return err(lineno, format!("expected '{} K'", kw));
                }
                if args[0].is_empty() || !args[0].bytes().all(|b| b.is_ascii_digit()) {
                    return err(lineno, format!("bad constraint number '{}'", args[0]));
                }
                let k: usize = args[0].parse().unwrap_or(usize::MAX);
                if k < 1 || k > constraints.len() {
                    return err(
                        lineno,
                        format!("no 'c' statement number {} (the file has {})", args[0], constraints.len()),
                    );
                }
                let is_add = kw == "a";
                if !is_add && !in_solver[k - 1] {
                    return err(lineno, format!("'d {}': constraint {} is not in the solver", k, k));
                }
                if is_add && in_solver[k - 1] {
                    return err(lineno, format!("'a {}': constraint {} is already in the solver", k, k));
                }
                in_solver[k - 1] = is_add;
                phase = Phase::Churn;
                if group.is_none() {
                    if !pending_x.is_empty() {
                        steps.push(Step::Check(std::mem::take(&mut pending_x)));
                    }
                    group = Some(Vec::new());
                    group_line = lineno;
                }
                group.as_mut().unwrap().push((is_add, k - 1));
            }
            "u" => {
                if !args.is_empty() {
                    return err(lineno, "expected 'u'".to_string());
                }
                phase = Phase::Churn;
                if !pending_x.is_empty() {
                    steps.push(Step::Check(std::mem::take(&mut pending_x)));
                }
                steps.push(Step::Churn(group.take().unwrap_or_default()));
            }
            "x" => {
                if args.len() != 2 {
                    return err(lineno, "expected 'x VAR VALUE'".to_string());
                }
                let name = parse_var(args[0], lineno)?;
                let value = parse_number(args[1], lineno, "number")?;
                if group.is_some() {
                    return err(lineno, "'x' inside a churn step (before its 'u')".to_string());
                }
                let v = match var_index.get(&name) {
                    Some(&v) => v,
                    None => return err(lineno, format!("unknown variable '{}'", name)),
                };
                if phase == Phase::Build && build_x_line.is_none() {
                    build_x_line = Some(lineno);
                }
                pending_x.push((v, value, lineno));
            }
            "csys" => return err(lineno, "'csys' header repeated".to_string()),
            _ => return err(lineno, format!("unknown statement '{}'", kw)),
        }
    }
    if phase == Phase::Header {
        return err(lines.len().max(1), "missing 'csys 1' header".to_string());
    }
    if group.is_some() {
        return err(group_line, "churn step not ended by 'u'".to_string());
    }
    if !pending_x.is_empty() {
        steps.push(Step::Check(pending_x));
    }
    Ok(System { variables, constraints, build, steps })
}

#[repr(C)]
struct RUsage {
    times: [i64; 4], // ru_utime, ru_stime (two struct timeval)
    fields: [i64; 14], // ru_maxrss first
}

extern "C" {
    fn getrusage(who: i32, usage: *mut RUsage) -> i32;
}

/// Peak resident set size of the process so far, in KiB.
fn peak_rss_kb() -> String {
    let mut u = RUsage { times: [0; 4], fields: [0; 14] };
    // RUSAGE_SELF = 0
    if unsafe { getrusage(0, &mut u) } != 0 {
        return String::new();
    }
    let maxrss = u.fields[0];
    if cfg!(target_os = "macos") {
        (maxrss / 1024).to_string()
    } else {
        maxrss.to_string()
    }
}

fn median(values: &[u64]) -> u64 {
    let mut s = values.to_vec();
    s.sort_unstable();
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2
    }
}

fn csv_field(s: &str) -> String {
    if s.contains(|c| c == ',' || c == '"' || c == '\r' || c == '\n') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn close(got: f64, expected: f64) -> bool {
    (got - expected).abs() <= 1e-6 * expected.abs().max(1.0)
}

const USAGE: &str = "usage: cassowary-rs-replay FILE.csys [--rounds R] [--check]";

fn usage_error(msg: &str) -> ! {
    eprintln!("{}", USAGE);
    eprintln!("cassowary-rs-replay: error: {}", msg);
    exit(2);
}

fn main() {
    let mut file: Option<String> = None;
    let mut rounds: usize = 1;
    let mut check = false;
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let a = argv[i].as_str();
        let rounds_value = if a == "--rounds" {
            i += 1;
            match argv.get(i) {
                Some(v) => Some(v.as_str()),
                None => usage_error("argument --rounds: expected one argument"),
            }
        } else {
            a.strip_prefix("--rounds=")
        };
        if let Some(v) = rounds_value {
            rounds = match v.parse::<usize>() {
                Ok(r) if r >= 1 => r,
                _ => usage_error("--rounds must be at least 1"),
            };
        } else if a == "--check" {
            check = true;
        } else if a == "-h" || a == "--help" {
            println!("{}", USAGE);
            exit(0);
        } else if a.starts_with('-') && a.len() > 1 {
            usage_error(&format!("unrecognized arguments: {}", a));
        } else if file.is_none() {
            file = Some(a.to_string());
        } else {
            usage_error(&format!("unrecognized arguments: {}", a));
        }
        i += 1;
    }
    let file = match file {
        Some(f) => f,
        None => usage_error("the following arguments are required: FILE.csys"),
    };

    let system = match parse_file(&file) {
        Ok(s) => s,
        Err(e) => {
            match e.line {
                Some(l) => eprintln!("{}:{}: {}", file, l, e.message),
                None => eprintln!("{}: {}", file, e.message),
            }
            exit(2);
        }
    };

    // Create every Variable and Constraint before any clock starts.
    let vars: Vec<Variable> = system.variables.iter().map(|_| Variable::new()).collect();
    let cons: Vec<Constraint> = system
        .constraints
        .iter()
        .map(|c| {
            let terms = c.terms.iter().map(|&(v, coef)| Term { variable: vars[v], coefficient: coef }).collect();
            Constraint::new(Expression::new(terms, c.constant), c.op, c.strength)
        })
        .collect();
    debug_assert!(strength::REQUIRED == REQUIRED);

    let mut rows: Vec<(&str, usize, Vec<u64>, String)> = Vec::new();
    let mut failures: Vec<String> = Vec::new();
    for round in 1..=rounds {
        let mut solver = Solver::new();
        let t0 = Instant::now();
        let mut build_error: Option<String> = None;
        for op in &system.build {
            match *op {
                BuildOp::Constraint(k) => {
                    if let Err(e) = solver.add_constraint(cons[k].clone()) {
                        build_error = Some(format!("{}:{}: cassowary-rs rejected the constraint: {:?}", file, system.constraints[k].line, e));
                        break;
                    }
                }
                BuildOp::Edit(v, s) => {
                    if let Err(e) = solver.add_edit_variable(vars[v], s) {
                        build_error = Some(format!("{}: cassowary-rs rejected edit variable '{}': {:?}", file, system.variables[v], e));
                        break;
                    }
                }
            }
        }
        solver.fetch_changes();
        let build_ns = t0.elapsed().as_nanos() as u64;
        if let Some(msg) = build_error {
            eprintln!("{}", msg);
            exit(2);
        }
        rows.push(("build", round, vec![build_ns], peak_rss_kb()));
        let mut resize = Vec::new();
        let mut churn = Vec::new();
        for step in &system.steps {
            match step {
                Step::Suggest(v, value) => {
                    let t0 = Instant::now();
                    let r = solver.suggest_value(vars[*v], *value);
                    solver.fetch_changes();
                    let ns = t0.elapsed().as_nanos() as u64;
                    if let Err(e) = r {
                        eprintln!("{}: cassowary-rs rejected a suggestion for '{}': {:?}", file, system.variables[*v], e);
                        exit(2);
                    }
                    resize.push(ns);
                }
                Step::Churn(ops) => {
                    let mut error: Option<String> = None;
                    let t0 = Instant::now();
                    for &(is_add, k) in ops {
                        let r = if is_add {
                            solver.add_constraint(cons[k].clone()).map_err(|e| format!("{:?}", e))
                        } else {
                            solver.remove_constraint(&cons[k]).map_err(|e| format!("{:?}", e))
                        };
                        if let Err(e) = r {
                            error = Some(format!(
                                "{}:{}: cassowary-rs rejected a churn step on this constraint: {}",
                                file, system.constraints[k].line, e
                            ));
                            break;
                        }
                    }
                    solver.fetch_changes();
                    let ns = t0.elapsed().as_nanos() as u64;
                    if let Some(msg) = error {
                        eprintln!("{}", msg);
                        exit(2);
                    }
                    churn.push(ns);
                }
                Step::Check(items) => {
                    if check {
                        for &(v, expected, line) in items {
                            let got = solver.get_value(vars[v]);
                            if !close(got, expected) {
                                failures.push(format!(
                                    "{}:{}: x {} {:?}: got {:?} (round {})",
                                    file, line, system.variables[v], expected, got, round
                                ));
                            }
                        }
                    }
                }
            }
        }
        let rss = peak_rss_kb();
        if !resize.is_empty() {
            rows.push(("resize", round, resize, rss.clone()));
        }
        if !churn.is_empty() {
            rows.push(("churn", round, churn, rss));
        }
        if !failures.is_empty() {
            for f in &failures {
                eprintln!("{}", f);
            }
            exit(1);
        }
    }

    let mut out = String::new();
    out.push_str("peer,peer_version,file,phase,round,steps,median_ns,min_ns,total_ns,peak_rss_kb\n");
    let file_field = csv_field(&file);
    for (phase, round, times, rss) in &rows {
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{}",
            PEER,
            csv_field(PEER_VERSION),
            file_field,
            phase,
            round,
            times.len(),
            median(times),
            times.iter().min().unwrap(),
            times.iter().sum::<u64>(),
            rss
        );
    }
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    let _ = lock.write_all(out.as_bytes());
    let _ = lock.flush();
}
