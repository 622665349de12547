//! F2-intersection workload (Library Checker's "intersection of F2 vector spaces" shape, 100,000
//! cases of up to 30 independent 30-bit vectors per side, generated deterministically here).
//!
//! `cargo bench --bench xor_intersection`:
//! 1. in process, on pre-parsed cases: `XorBasis` (`clear` + `intersection_into`) against a plain
//!    textbook basis (64-bit loops, fresh arrays and a `Vec` per case), answers checked equal;
//! 2. as contest programs on the same input file: `benches/f2_intersection/solution.rs` bundled by
//!    `nimkit bundle` and compiled with `rustc -O` (like the judge), against
//!    `benches/f2_intersection/textbook.cpp` compiled with `g++ -O2` (skipped without g++), best of
//!    five each, answers checked equal as spans.
//!
//! Times are CPU times (this thread's in process, the child's user + system time for programs;
//! wall time is printed too), so that other processes loading the machine do not count.

use nimkit::xor_basis::XorBasis;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// CPU time consumed by this thread so far.
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// User + system CPU time of every reaped child so far.
fn children_cpu_time() -> Duration {
    // SAFETY: an all-zero rusage is a valid value for getrusage to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid rusage for the call to fill.
    let status = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    assert_eq!(status, 0, "getrusage(RUSAGE_CHILDREN) failed");
    let micros = |t: libc::timeval| t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64;
    Duration::from_micros(micros(usage.ru_utime) + micros(usage.ru_stime))
}

const CASES: usize = 100_000;
const BITS: u32 = 30;

/// splitmix64: a fixed seed gives the same workload on every machine.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The textbook basis: `row[b]` has top bit b; every loop scans all 64 bits.
struct TextbookBasis {
    row: [u64; 64],
}
impl TextbookBasis {
    fn new() -> Self {
        TextbookBasis { row: [0; 64] }
    }
    fn insert(&mut self, mut x: u64) -> bool {
        for b in (0..64).rev() {
            if x >> b & 1 == 0 {
                continue;
            }
            if self.row[b] == 0 {
                self.row[b] = x;
                return true;
            }
            x ^= self.row[b];
        }
        false
    }
    /// Reduced row-echelon form, increasing: the canonical basis of the span.
    fn canonical(&self) -> Vec<u64> {
        let mut row = self.row;
        for b in 0..64 {
            if row[b] != 0 {
                for c in b + 1..64 {
                    if row[c] >> b & 1 == 1 {
                        row[c] ^= row[b];
                    }
                }
            }
        }
        row.iter().copied().filter(|&r| r != 0).collect()
    }
    fn intersection(a: &[u64], b: &[u64]) -> Vec<u64> {
        let (mut first, mut second) = ([0u64; 64], [0u64; 64]);
        let mut meet = Vec::new();
        let pairs = a.iter().map(|&x| (x, x)).chain(b.iter().map(|&x| (x, 0)));
        for (mut x, mut y) in pairs {
            for bit in (0..64).rev() {
                if x >> bit & 1 == 1 && first[bit] != 0 {
                    x ^= first[bit];
                    y ^= second[bit];
                }
            }
            if x == 0 {
                meet.push(y);
            } else {
                let top = 63 - x.leading_zeros() as usize;
                first[top] = x;
                second[top] = y;
            }
        }
        meet
    }
}

fn canonical(values: &[u64]) -> Vec<u64> {
    let mut basis = TextbookBasis::new();
    values.iter().for_each(|&v| {
        basis.insert(v);
    });
    basis.canonical()
}

/// `count` independent random vectors, the first `shared` of them combinations of `from`.
fn independent(rng: &mut Rng, count: usize, from: &[u64], shared: usize) -> Vec<u64> {
    let mut basis = TextbookBasis::new();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let v = if out.len() < shared && !from.is_empty() {
            from.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &x| acc ^ x)
        } else {
            rng.below(1 << BITS)
        };
        if basis.insert(v) {
            out.push(v);
        }
    }
    out
}

fn workload() -> Vec<(Vec<u64>, Vec<u64>)> {
    let mut rng = Rng(2024);
    (0..CASES)
        .map(|_| {
            let n = rng.below(31) as usize;
            let m = rng.below(31) as usize;
            let a = independent(&mut rng, n, &[], 0);
            let shared = rng.below(n.min(m) as u64 + 1) as usize;
            let b = independent(&mut rng, m, &a, shared);
            (a, b)
        })
        .collect()
}

fn render(cases: &[(Vec<u64>, Vec<u64>)]) -> String {
    let mut text = format!("{}\n", cases.len());
    for (a, b) in cases {
        for side in [a, b] {
            text.push_str(&side.len().to_string());
            side.iter().for_each(|v| text.push_str(&format!(" {v}")));
            text.push('\n');
        }
    }
    text
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = thread_cpu_time();
    let value = f();
    (value, thread_cpu_time() - start)
}

fn in_process(cases: &[(Vec<u64>, Vec<u64>)]) {
    let (nimkit, nimkit_time) = timed(|| {
        let (mut left, mut right, mut meet) = (XorBasis::new(), XorBasis::new(), XorBasis::new());
        let mut answers = Vec::with_capacity(cases.len());
        for (a, b) in cases {
            left.clear();
            right.clear();
            a.iter().for_each(|&x| {
                left.insert(x);
            });
            b.iter().for_each(|&x| {
                right.insert(x);
            });
            left.intersection_into(&right, &mut meet);
            answers.push(meet.basis());
        }
        answers
    });
    let (textbook, textbook_time) = timed(|| {
        let mut answers = Vec::with_capacity(cases.len());
        for (a, b) in cases {
            let (mut left, mut right) = (TextbookBasis::new(), TextbookBasis::new());
            let a: Vec<u64> = a.iter().copied().filter(|&x| left.insert(x)).collect();
            let b: Vec<u64> = b.iter().copied().filter(|&x| right.insert(x)).collect();
            answers.push(TextbookBasis::intersection(&a, &b));
        }
        answers
    });
    for (i, (mine, theirs)) in nimkit.iter().zip(&textbook).enumerate() {
        assert_eq!(*mine, canonical(theirs), "case {i}: XorBasis and the textbook disagree");
    }
    let dims: usize = nimkit.iter().map(Vec::len).sum();
    println!(
        "in process, {CASES} cases (total intersection dimension {dims}): XorBasis {:.1} ms, textbook basis {:.1} ms, ratio {:.2}x",
        ms(nimkit_time),
        ms(textbook_time),
        textbook_time.as_secs_f64() / nimkit_time.as_secs_f64()
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn run(cmd: &str, args: &[&str]) -> Result<(), String> {
    let output = Command::new(cmd).args(args).output().map_err(|e| format!("{cmd}: {e}"))?;
    if !output.status.success() {
        return Err(format!("{cmd} {args:?} failed: {}", String::from_utf8_lossy(&output.stderr)));
    }
    Ok(())
}

/// Best of five CPU times and wall times of `program < input`, and its output.
fn best_of_five(program: &Path, input: &Path) -> (Duration, Duration, String) {
    let (mut best, mut best_wall) = (Duration::MAX, Duration::MAX);
    let mut text = String::new();
    for _ in 0..5 {
        let stdin = std::fs::File::open(input).expect("open the workload");
        let (start, wall) = (children_cpu_time(), Instant::now());
        let output =
            Command::new(program).stdin(stdin).stderr(Stdio::inherit()).output().expect("run a program");
        best = best.min(children_cpu_time() - start);
        best_wall = best_wall.min(wall.elapsed());
        assert!(output.status.success(), "{} failed", program.display());
        text = String::from_utf8(output.stdout).expect("ASCII answers");
    }
    (best, best_wall, text)
}

/// Each answer line as a canonical basis, checked to be a subspace of both sides.
fn answers(text: &str, cases: &[(Vec<u64>, Vec<u64>)], who: &str) -> Vec<Vec<u64>> {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), cases.len(), "{who}: one line per case");
    lines
        .iter()
        .map(|line| {
            let numbers: Vec<u64> =
                line.split_ascii_whitespace().map(|t| t.parse().expect("a number")).collect();
            assert_eq!(numbers[0] as usize, numbers.len() - 1, "{who}: K then K values");
            canonical(&numbers[1..])
        })
        .collect()
}

fn as_programs(cases: &[(Vec<u64>, Vec<u64>)]) -> Result<(), String> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("f2-intersection");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let input = dir.join("input.txt");
    std::fs::write(&input, render(cases)).map_err(|e| format!("{}: {e}", input.display()))?;
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/f2_intersection");
    let (bundle, rust_bin) = (dir.join("bundle.rs"), dir.join("nimkit_solution"));
    let solution = here.join("solution.rs");
    run(
        env!("CARGO_BIN_EXE_nimkit"),
        &["bundle", solution.to_str().unwrap(), "-o", bundle.to_str().unwrap()],
    )?;
    run("rustc", &["-O", "--edition", "2021", bundle.to_str().unwrap(), "-o", rust_bin.to_str().unwrap()])?;
    let (rust_time, rust_wall, rust_out) = best_of_five(&rust_bin, &input);
    let rust_answers = answers(&rust_out, cases, "nimkit");
    println!(
        "as programs: nimkit solution (bundled, rustc -O) {:.1} ms CPU ({:.1} ms wall)",
        ms(rust_time),
        ms(rust_wall)
    );
    let cpp_bin = dir.join("textbook_cpp");
    let source = here.join("textbook.cpp");
    if Command::new("g++").arg("--version").output().is_err() {
        println!("g++ not found: the C++ -O2 baseline is skipped");
        return Ok(());
    }
    run("g++", &["-O2", "-o", cpp_bin.to_str().unwrap(), source.to_str().unwrap()])?;
    let (cpp_time, cpp_wall, cpp_out) = best_of_five(&cpp_bin, &input);
    assert_eq!(rust_answers, answers(&cpp_out, cases, "C++"), "nimkit and C++ answers differ");
    println!(
        "as programs: textbook C++ (g++ -O2) {:.1} ms CPU ({:.1} ms wall); C++ / nimkit CPU = {:.2}x (best of five each, same input, answers equal)",
        ms(cpp_time),
        ms(cpp_wall),
        cpp_time.as_secs_f64() / rust_time.as_secs_f64()
    );
    Ok(())
}

fn main() {
    let cases = workload();
    in_process(&cases);
    if let Err(message) = as_programs(&cases) {
        eprintln!("xor_intersection: {message}");
        std::process::exit(1);
    }
}
