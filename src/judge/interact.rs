//! Interactive judging: the solution and an interactor (the jury) each run in a room of their
//! own, and the judge sits between them. Every byte one side writes is relayed to the other,
//! so the solution's output limit holds, the dialogue is kept (the last lines of each side for
//! the report, all of it in a transcript on request), and neither side can fill the judge's
//! memory: a side whose reader does not keep up is no longer read, its pipe fills and it
//! blocks. Both blocked on a read is a deadlock; the solution's time limit ends it.
//!
//! The interactor runs testlib-style as `INTERACTOR INPUT OUTPUT`: it reads the test's INPUT,
//! talks over stdin/stdout, may write OUTPUT (judged by the checker, when there is one, against
//! the test's answer or an empty one) and exits 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! Verdict precedence, as on Polygon and Codeforces: the solution's TLE, MLE or OLE (but a TLE
//! spent waiting for an interactor that never answered nor ended is the interactor's FAIL);
//! then an interactor that failed (exit 3 or any code but 0–2, a crash, its own limits, still
//! running well after the solution ended); then the interactor's WA or PE; then the solution's
//! RE; then the checker on OUTPUT; else AC.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::checker::{self, CheckerVerdict};
use super::classify::classify_run;
use super::text::{clip, human_bytes};
use super::verdict::{CaseResult, ValidatorScore, Verdict};
use crate::sandbox::process::{self, Drained, Limits, Overflow, Program, RunOutcome, STDERR_KEPT_BYTES};
use crate::sandbox::{self, RunningProgram};

/// The jury of an interactive problem, and what judges its OUTPUT file afterwards.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub interactor: Program,
    /// Judges the interactor's OUTPUT against the test's answer (an empty one when the test has
    /// none) once the interactor accepted the game.
    pub checker: Option<Program>,
    /// Where each test's whole dialogue is written (`NAME.dialogue`), when asked for.
    pub transcripts: Option<PathBuf>,
    /// How the interactor is called and how its ending is read.
    pub protocol: Protocol,
    /// The solution's stack may grow to its memory limit (a foreign package's, as its home
    /// judge allows; see `JudgeConfig::stack_grows_to_memory`).
    pub solution_stack_grows_to_memory: bool,
}

/// How an interactor is called.
#[derive(Clone, Debug)]
pub enum Protocol {
    /// testlib's: `INTERACTOR INPUT OUTPUT`, exit 0 AC, 1 WA, 2 PE, 3 FAIL.
    Testlib,
    /// An ICPC package's output validator: `VALIDATOR INPUT ANSWER FEEDBACK_DIR [FLAGS]`
    /// (the test's flags from the package), exit 42 AC, 43 WA, anything else a judge error;
    /// its `judgemessage.txt` is its message.
    Icpc(std::sync::Arc<crate::package::icpc::IcpcProblem>),
}

/// What a solution may send in one game where the package's output limit does not apply to a
/// dialogue (ICPC, as problemtools judges it): a guard against a flood without end, far above
/// any real game (the bytes are relayed, not kept).
pub const DIALOGUE_BYTES: usize = 1 << 30;

/// Lines of each side kept for the report.
pub const RECENT_LINES_PER_SIDE: usize = 20;

/// Bytes of one line shown in the report (the transcript keeps them all).
const SHOWN_LINE_BYTES: usize = 200;

/// Bytes relayed but not yet taken by the reader, past which the writer is no longer read.
const RELAY_HIGH_WATER: usize = 1 << 20;

/// How long the pipes may stay open once both programs are gone.
const PIPE_GRACE: Duration = Duration::from_millis(300);

/// The most of the interactor's OUTPUT file that is read back.
const OUTPUT_FILE_BYTES: u64 = 64 << 20;

/// Who wrote a line of the dialogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Jury,
    Solution,
}

impl Side {
    fn index(self) -> usize {
        self as usize
    }

    /// `<` what the solution received, `>` what it sent: its own point of view.
    fn mark(self) -> &'static str {
        match self {
            Side::Jury => "<",
            Side::Solution => ">",
        }
    }
}

/// The dialogue as it passed through the judge: the last lines of each side in order, and the
/// whole of it in a transcript file when one is open.
pub struct Dialogue {
    recent: VecDeque<(Side, String)>,
    kept: [usize; 2],
    lines: [u64; 2],
    bytes: [u64; 2],
    /// The line each side is writing, up to [`SHOWN_LINE_BYTES`], and how many bytes beyond.
    partial: [(Vec<u8>, u64); 2],
    transcript: Option<BufWriter<File>>,
    /// The side whose line the transcript is in the middle of.
    transcript_open_line: Option<Side>,
}

impl Dialogue {
    pub fn new(transcript: Option<File>) -> Dialogue {
        Dialogue {
            recent: VecDeque::new(),
            kept: [0; 2],
            lines: [0; 2],
            bytes: [0; 2],
            partial: [(Vec::new(), 0), (Vec::new(), 0)],
            transcript: transcript.map(BufWriter::new),
            transcript_open_line: None,
        }
    }

    /// Records `bytes` written by `side`.
    pub fn record(&mut self, side: Side, bytes: &[u8]) {
        self.bytes[side.index()] += bytes.len() as u64;
        self.write_transcript(side, bytes);
        for piece in bytes.split_inclusive(|&b| b == b'\n') {
            let (line, ends) = match piece.strip_suffix(b"\n") {
                Some(line) => (line, true),
                None => (piece, false),
            };
            let (text, beyond) = &mut self.partial[side.index()];
            let room = SHOWN_LINE_BYTES.saturating_sub(text.len());
            text.extend_from_slice(&line[..line.len().min(room)]);
            *beyond += line.len().saturating_sub(room) as u64;
            if ends {
                self.finish_line(side);
            }
        }
    }

    fn finish_line(&mut self, side: Side) {
        let (text, beyond) = std::mem::take(&mut self.partial[side.index()]);
        let mut shown = String::from_utf8_lossy(&text).trim_end_matches('\r').to_string();
        if beyond > 0 {
            shown.push_str(&format!(" … (+{beyond} bytes)"));
        }
        self.lines[side.index()] += 1;
        self.recent.push_back((side, shown));
        self.kept[side.index()] += 1;
        if self.kept[side.index()] > RECENT_LINES_PER_SIDE {
            // The oldest line of this side goes; the other side's lines keep their places.
            let oldest = self.recent.iter().position(|(s, _)| *s == side).expect("counted above");
            self.recent.remove(oldest);
            self.kept[side.index()] -= 1;
        }
    }

    fn write_transcript(&mut self, side: Side, bytes: &[u8]) {
        let Some(out) = self.transcript.as_mut() else { return };
        let mut result = Ok(());
        for piece in bytes.split_inclusive(|&b| b == b'\n') {
            if self.transcript_open_line != Some(side) {
                if self.transcript_open_line.is_some() {
                    // The other side's line was cut by this one: end it where it stood.
                    result = result.and_then(|()| out.write_all(b"\n"));
                }
                result = result.and_then(|()| write!(out, "{} ", side.mark()));
            }
            result = result.and_then(|()| out.write_all(piece));
            self.transcript_open_line = if piece.ends_with(b"\n") { None } else { Some(side) };
        }
        if result.is_err() {
            // A full disk must not end the game: the transcript stops, the verdict stands.
            self.transcript = None;
        }
    }

    /// Bytes `side` has written.
    pub fn bytes(&self, side: Side) -> u64 {
        self.bytes[side.index()]
    }

    /// Flushes the transcript (ending an unfinished line).
    pub fn close_transcript(&mut self) -> io::Result<()> {
        if let Some(mut out) = self.transcript.take() {
            if self.transcript_open_line.is_some() {
                out.write_all(b"\n")?;
            }
            out.flush()?;
        }
        Ok(())
    }

    /// The last lines, one per row, marked `<` (from the jury) or `>` (from the solution),
    /// with the count of earlier lines left out and each side's unfinished line.
    pub fn render(&self) -> String {
        let total: u64 = self.lines.iter().sum();
        let mut out = String::new();
        let omitted = total - self.recent.len() as u64;
        if omitted > 0 {
            out.push_str(&format!("… {omitted} earlier line(s)\n"));
        }
        for (side, line) in &self.recent {
            out.push_str(&format!("{} {line}\n", side.mark()));
        }
        for side in [Side::Jury, Side::Solution] {
            let (text, beyond) = &self.partial[side.index()];
            if !text.is_empty() || *beyond > 0 {
                let more = if *beyond > 0 { format!(" … (+{beyond} bytes)") } else { String::new() };
                out.push_str(&format!(
                    "{} {}{more}   (no line end yet)\n",
                    side.mark(),
                    String::from_utf8_lossy(text)
                ));
            }
        }
        if out.is_empty() {
            out.push_str("(nothing was said)\n");
        }
        out
    }
}

/// How one game went: both runs and the dialogue.
pub struct Game {
    /// The solution's run; its stdout went to the jury, so only stderr is kept.
    pub solution: RunOutcome,
    /// The interactor's run; its message is its stderr.
    pub interactor: RunOutcome,
    /// The interactor's OUTPUT file (its head).
    pub interactor_output: Vec<u8>,
    pub dialogue: Dialogue,
    /// What the interactor decided, by its protocol.
    pub jury_verdict: CheckerVerdict,
    /// The score an ICPC validator gave in its `score.txt` (scoring problems).
    pub jury_score: ValidatorScore,
    /// The interactor ended before the solution did.
    pub jury_first: bool,
    /// The interactor was still running long after the solution ended (`jury_grace`), and
    /// was stopped.
    pub jury_overran: bool,
}

/// One direction of the dialogue: a program's stdout, relayed to the other's stdin.
struct Relay {
    side: Side,
    from: Option<File>,
    to: Option<File>,
    pending: Vec<u8>,
    sent: usize,
    total: u64,
    limit: u64,
    over_limit: bool,
    /// The writer's end-of-file is passed on to the reader no sooner than this (see
    /// [`EOF_HOLD`]).
    hold_eof_until: Option<Instant>,
}

impl Relay {
    fn new(side: Side, from: File, to: File, limit: usize) -> Relay {
        process::set_nonblocking(from.as_raw_fd());
        process::set_nonblocking(to.as_raw_fd());
        Relay {
            side,
            from: Some(from),
            to: Some(to),
            pending: Vec::new(),
            sent: 0,
            total: 0,
            limit: limit as u64,
            over_limit: false,
            hold_eof_until: None,
        }
    }

    fn wants_to_read(&self) -> Option<i32> {
        let backlog = self.pending.len() - self.sent;
        self.from.as_ref().filter(|_| backlog < RELAY_HIGH_WATER).map(AsRawFd::as_raw_fd)
    }

    fn wants_to_write(&self) -> Option<i32> {
        self.to.as_ref().filter(|_| self.sent < self.pending.len()).map(AsRawFd::as_raw_fd)
    }

    /// Reads what the writer has written; returns true when it went over its output limit.
    /// `hung_up`: poll said the writer's end is closed, so the pipe is read to its end-of-file
    /// now rather than a round later (the order in which the two sides fell silent decides
    /// an ICPC verdict, and a round late the other side may have ended too).
    fn read(&mut self, chunk: &mut [u8], dialogue: &mut Dialogue, hung_up: bool) -> bool {
        let Some(from) = self.from.as_mut() else { return false };
        loop {
            match from.read(chunk) {
                Ok(0) => {
                    self.from = None;
                    return false;
                }
                Ok(n) => {
                    let allowed = (self.limit - self.total).min(n as u64) as usize;
                    self.total += n as u64;
                    dialogue.record(self.side, &chunk[..allowed]);
                    if self.to.is_some() {
                        self.pending.extend_from_slice(&chunk[..allowed]);
                    }
                    if allowed < n {
                        self.over_limit = true;
                        self.from = None;
                        return true;
                    }
                    // A short read emptied the pipe: no second read just to hear EAGAIN (a
                    // game is thousands of one-line messages), unless the writer is gone and
                    // the next read is its end-of-file.
                    if (n < chunk.len() && !hung_up) || self.pending.len() - self.sent >= RELAY_HIGH_WATER {
                        return false;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return false,
                Err(_) => {
                    self.from = None;
                    return false;
                }
            }
        }
    }

    fn write(&mut self) {
        let Some(to) = self.to.as_mut() else { return };
        while self.sent < self.pending.len() {
            match to.write(&self.pending[self.sent..]) {
                Ok(n) => self.sent += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                // The reader closed its stdin or is gone (EPIPE: the judge ignores SIGPIPE):
                // what it did not take is dropped, and so is all that follows.
                Err(_) => {
                    self.to = None;
                    break;
                }
            }
        }
        if self.sent == self.pending.len() || self.to.is_none() {
            self.pending.clear();
            self.sent = 0;
        }
    }

    /// Once the writer is done and everything is delivered, the reader gets end-of-file (not
    /// before a hold on it ends).
    fn close_when_done(&mut self, now: Instant) {
        let held = self.hold_eof_until.is_some_and(|until| now < until);
        if self.from.is_none() && self.sent >= self.pending.len() && !held {
            self.to = None;
        }
    }

    /// Whether the writer is done but its end-of-file is held from the reader.
    fn holding_eof(&self) -> bool {
        self.from.is_none() && self.to.is_some() && self.hold_eof_until.is_some()
    }
}

/// A program's stderr, drained into a bounded head.
struct ErrorPipe {
    pipe: Option<File>,
    kept: Vec<u8>,
    dropped: u64,
}

impl ErrorPipe {
    fn new(pipe: File) -> ErrorPipe {
        process::set_nonblocking(pipe.as_raw_fd());
        ErrorPipe { pipe: Some(pipe), kept: Vec::new(), dropped: 0 }
    }

    fn drain(&mut self, chunk: &mut [u8]) {
        if let Some(pipe) = self.pipe.as_mut() {
            let drained = process::drain(
                pipe,
                chunk,
                &mut self.kept,
                STDERR_KEPT_BYTES,
                Overflow::Discard,
                &mut self.dropped,
            );
            if drained == Drained::Closed {
                self.pipe = None;
            }
        }
    }
}

/// Limits of the interactor given the solution's: time for the whole game on both sides and
/// then some, the helpers' memory, a generous output bound (a flood beyond it is its FAIL).
pub fn interactor_limits(solution: &Limits) -> Limits {
    let time = solution.time * 2 + Duration::from_secs(5);
    Limits {
        memory_bytes: solution.memory_bytes.map(|b| b.max(process::HELPER_MEMORY_BYTES)),
        ..Limits::generous(time)
    }
}

/// The folder holding the folder of every game, hidden as a whole from every player: a player
/// must not read the jury files of another test played beside it, by this nimkit or another
/// one of the same user (`$TMPDIR/nimkit-games-UID`, shared, kept; a private one for this
/// process when that name is taken by something that is not our own folder). Made on first need.
static GAMES_FOLDER: std::sync::OnceLock<(PathBuf, bool)> = std::sync::OnceLock::new();

fn games_folder() -> io::Result<&'static Path> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    static MAKING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _only_one = MAKING.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((folder, _)) = GAMES_FOLDER.get() {
        return Ok(folder);
    }
    // SAFETY: getuid cannot fail and touches no memory.
    let uid = unsafe { libc::getuid() };
    let shared = std::env::temp_dir().join(format!("nimkit-games-{uid}"));
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&shared);
    // Not a link, a folder, ours: else someone else could read (or have planted) the games.
    let ours = std::fs::symlink_metadata(&shared).is_ok_and(|m| m.is_dir() && m.uid() == uid);
    let (folder, private) = if ours {
        (shared, false)
    } else {
        (tempfile::Builder::new().prefix("nimkit-games-").tempdir()?.keep(), true)
    };
    let folder = std::fs::canonicalize(&folder).unwrap_or(folder);
    Ok(&GAMES_FOLDER.get_or_init(|| (folder, private)).0)
}

/// Removes this process's private games folder, if it had to make one: at the end of a command
/// (the shared one stays, other nimkits may be playing in it).
pub fn remove_games_folder() {
    if let Some((folder, true)) = GAMES_FOLDER.get() {
        let _ = std::fs::remove_dir_all(folder);
    }
}

/// Plays one game of test `name`: the interactor, called by its protocol (testlib's
/// `INTERACTOR INPUT OUTPUT`, or ICPC's `VALIDATOR INPUT ANSWER FEEDBACK_DIR [FLAGS]`), against
/// `solution`, wired through the judge. `transcript`, when given, receives the whole dialogue.
/// Errors only when a program cannot be started at all.
pub fn play(
    solution: &Program,
    interaction: &Interaction,
    name: &str,
    input: &Path,
    answer: Option<&Path>,
    limits: &Limits,
    transcript: Option<File>,
) -> io::Result<Game> {
    crate::fsutil::ensure_regular(input).map_err(io::Error::other)?;
    // The interactor runs in its own folder: the test must be named from anywhere.
    let input = &std::path::absolute(input)?;
    let jury_limits = interactor_limits(limits);
    let folder = tempfile::Builder::new().prefix("nimkit-game-").tempdir_in(games_folder()?)?;
    // testlib's OUTPUT file; ICPC's feedback folder.
    let (output_path, jury) = match &interaction.protocol {
        Protocol::Testlib => {
            let output_path = folder.path().join("output.txt");
            File::create(&output_path)?;
            let args = [input.as_os_str().to_owned(), output_path.as_os_str().to_owned()];
            (output_path, interaction.interactor.with_args(args))
        }
        Protocol::Icpc(problem) => {
            let feedback = folder.path().join("feedback");
            std::fs::create_dir(&feedback)?;
            // An interactive test may have no answer file; the validator still gets one.
            let answer = match answer {
                Some(answer) => std::path::absolute(answer)?,
                None => {
                    let empty = folder.path().join("empty.ans");
                    File::create(&empty)?;
                    empty
                }
            };
            // FEEDBACK_DIR ends with a separator, as problemtools passes it (`str(feedback_dir) +
            // os.sep`) and the non-interactive call does: validators append a file name to it.
            let mut feedback_arg = feedback.clone().into_os_string();
            feedback_arg.push("/");
            let mut args = vec![input.as_os_str().to_owned(), answer.into_os_string(), feedback_arg];
            args.extend(problem.output_flags_for(name).into_iter().map(Into::into));
            (feedback, interaction.interactor.with_args(args))
        }
    };

    let (to_solution_read, to_solution_write) = sandbox::pipe()?;
    let (to_jury_read, to_jury_write) = sandbox::pipe()?;
    let (solution_out_read, solution_out_write) = sandbox::pipe()?;
    let (jury_out_read, jury_out_write) = sandbox::pipe()?;
    let (solution_err_read, solution_err_write) = sandbox::pipe()?;
    let (jury_err_read, jury_err_write) = sandbox::pipe()?;

    let mut jury_room = process::start_in_room(
        &jury.command(),
        to_jury_read,
        jury_out_write,
        jury_err_write,
        &jury_limits,
        std::slice::from_ref(&output_path),
        &[],
    )?;
    // The game's input is the jury's secret as much as the answer, and so are the games'
    // folders: testlib's OUTPUT file and ICPC's feedback folder (a judge message may name the
    // secret) of this game and of every other game this nimkit plays at the same time.
    let secrets: Vec<PathBuf> = [input.as_path(), games_folder()?]
        .into_iter()
        .chain(answer)
        .filter_map(|p| std::fs::canonicalize(p).ok())
        .collect();
    let solution_extras = process::RoomExtras {
        hidden: secrets,
        stack_grows_to_memory: interaction.solution_stack_grows_to_memory,
        ..process::RoomExtras::default()
    };
    let mut solution_room = match process::start_with_files(
        &solution.command(),
        [to_solution_read, solution_out_write, solution_err_write],
        limits,
        &solution_extras,
    ) {
        Ok(room) => room,
        Err(e) => {
            jury_room.kill();
            return Err(e);
        }
    };

    let mut dialogue = Dialogue::new(transcript);
    let mut relays = [
        Relay::new(
            Side::Jury,
            File::from(jury_out_read),
            File::from(to_solution_write),
            jury_limits.output_bytes,
        ),
        Relay::new(
            Side::Solution,
            File::from(solution_out_read),
            File::from(to_jury_write),
            limits.output_bytes,
        ),
    ];
    let mut errors =
        [ErrorPipe::new(File::from(jury_err_read)), ErrorPipe::new(File::from(solution_err_read))];
    GAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    // An ICPC validator that ended first with anything but "accepted" has given the verdict.
    let order_decides = matches!(interaction.protocol, Protocol::Icpc(_));
    let Ending { jury_first, jury_overran } = relay_until_done(
        (&mut jury_room, &mut solution_room),
        &mut relays,
        &mut errors,
        &mut dialogue,
        order_decides,
        jury_grace(limits),
    );
    GAMES.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    for relay in &mut relays {
        (relay.from, relay.to) = (None, None);
    }

    let solution_report = solution_room.wait()?;
    let jury_report = jury_room.wait()?;
    let [jury_err, solution_err] = errors;
    let mut solution_outcome = process::outcome_of(&solution_report, limits, Vec::new(), solution_err.kept);
    solution_outcome.stderr_dropped = solution_err.dropped;
    solution_outcome.output_limit_exceeded = relays[Side::Solution.index()].over_limit;
    let mut jury_outcome = process::outcome_of(&jury_report, &jury_limits, Vec::new(), jury_err.kept);
    jury_outcome.stderr_dropped = jury_err.dropped;
    jury_outcome.output_limit_exceeded = relays[Side::Jury.index()].over_limit;
    let mut interactor_output = Vec::new();
    let overran =
        format!("still running {:.1} s after the solution ended (killed)", jury_grace(limits).as_secs_f64());
    let mut jury_score = ValidatorScore::default();
    let jury_verdict = match &interaction.protocol {
        // A testlib interactor that does not end once the solution is gone has failed.
        Protocol::Testlib if jury_overran => {
            CheckerVerdict { verdict: Verdict::Fail, message: format!("interactor {overran}") }
        }
        // problemtools' runner takes a validator still running when it ends the game as WA
        // ("assume WA" in interactive.cc); the submission's own ending then comes first.
        Protocol::Icpc(_) if jury_overran => CheckerVerdict {
            verdict: Verdict::Wa,
            message: format!("the validator was {overran}: taken as WA, as problemtools' runner takes it"),
        },
        Protocol::Testlib => {
            if let Ok(file) = File::open(&output_path) {
                file.take(OUTPUT_FILE_BYTES).read_to_end(&mut interactor_output)?;
            }
            checker::testlib_verdict("interactor", &jury_outcome, &jury_limits)
        }
        Protocol::Icpc(problem) => {
            let checked =
                super::icpc::validator_verdict("interactor", &jury_outcome, &jury_limits, &output_path);
            let (checked, score) = super::icpc::scored(checked, &output_path, problem.custom_score, false);
            jury_score = score;
            checked
        }
    };
    Ok(Game {
        solution: solution_outcome,
        interactor: jury_outcome,
        interactor_output,
        dialogue,
        jury_verdict,
        jury_score,
        jury_first,
        jury_overran,
    })
}

/// How long the interactor may run on once the solution has ended: it has only to hear the
/// end-of-file and give its verdict. The solution's time limit and a second more, not the
/// rest of the interactor's own limit (twice the solution's wall-clock bound and 5 s), which
/// kept the judge waiting on a hung interactor long after the game was over.
fn jury_grace(limits: &Limits) -> Duration {
    limits.cpu_time.unwrap_or(limits.time) + Duration::from_secs(1)
}

/// How the relay loop ended.
struct Ending {
    /// See [`Game::jury_first`].
    jury_first: bool,
    /// See [`Game::jury_overran`].
    jury_overran: bool,
}

/// The judge's side of the game: one `poll` loop relays both directions and drains both
/// stderrs until both programs are gone and their pipes closed, the jury stopped when it
/// outlives the solution by more than `jury_grace`. Returns whether the jury ended first and
/// whether it was stopped so. With `order_decides` (ICPC), a jury that ended first with anything but
/// "accepted" (exit 42) has decided the verdict: the solution is stopped then rather than
/// waited for (problemtools waits out the wall-clock bound; the verdict is the same, WA or a
/// judge error, and a solution that spins after it costs no time); and the solution's
/// end-of-file may be held from the jury for a moment (see [`EOF_HOLD`]).
fn relay_until_done(
    (jury, solution): (&mut RunningProgram, &mut RunningProgram),
    relays: &mut [Relay; 2],
    errors: &mut [ErrorPipe; 2],
    dialogue: &mut Dialogue,
    order_decides: bool,
    jury_grace: Duration,
) -> Ending {
    let mut chunk = vec![0u8; 64 * 1024];
    let mut ended: [Option<Instant>; 2] = [None, None];
    // The round of the loop in which each side's output reached end-of-file: causal, unlike
    // noticing two exits (see the end of this function).
    let mut silent: [Option<u64>; 2] = [None, None];
    let mut round: u64 = 0;
    let deadline = jury.deadline().max(solution.deadline());
    // Asking the kernel whether a program ended costs a syscall each: only when its exit
    // descriptor fired, or at every wake-up where there is none.
    let mut look_for_exits = true;
    let mut fds: Vec<libc::pollfd> = Vec::with_capacity(8);
    let spin_window = spin_window();
    let mut last_message = Instant::now();
    let mut jury_status_seen = false;
    // Who sent the last bytes of the dialogue, and whether the jury fell silent while the
    // solution's end-of-file was held from it (see `EOF_HOLD`).
    let mut last_speaker: Option<Side> = None;
    let mut jury_ended_untold = false;
    let mut jury_overran = false;
    loop {
        let now = Instant::now();
        round += 1;
        for (index, relay) in relays.iter().enumerate() {
            if relay.from.is_none() && silent[index].is_none() {
                silent[index] = Some(round);
            }
        }
        if look_for_exits {
            for (index, program) in [&mut *jury, &mut *solution].into_iter().enumerate() {
                if ended[index].is_none() && program.has_ended() {
                    ended[index] = Some(now);
                }
            }
        }
        // Looked at once, when the jury is silent and gone before the solution (it ended first):
        // an accepting jury leaves the verdict to the solution, which is then waited for.
        let (jury_index, solution_index) = (Side::Jury.index(), Side::Solution.index());
        if order_decides
            && !jury_status_seen
            && ended[jury_index].is_some()
            && silent[jury_index].is_some()
            && ended[solution_index].is_none()
            && silent[solution_index].is_none()
        {
            jury_status_seen = true;
            let accepted =
                |status: i32| libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == super::icpc::ACCEPTED;
            if jury.ended_status().is_some_and(|status| !accepted(status)) {
                solution.kill();
            }
        }
        // The solution is gone: past `jury_grace` the jury is stopped.
        let jury_cutoff = match ended {
            [None, Some(solution_end)] if !jury_overran => Some(solution_end + jury_grace),
            _ => None,
        };
        if jury_cutoff.is_some_and(|cutoff| now >= cutoff) {
            jury.kill();
            jury_overran = true;
        }
        let pipes_open = relays.iter().any(|r| r.from.is_some()) || errors.iter().any(|e| e.pipe.is_some());
        let timeout = match ended {
            [Some(a), Some(b)] => {
                let both = a.max(b);
                if !pipes_open || now >= both + PIPE_GRACE {
                    break;
                }
                both + PIPE_GRACE - now
            }
            _ if now >= deadline => break,
            _ => deadline - now,
        };
        // A held end-of-file is passed on when its hold ends, and an overdue jury stopped: wake
        // up then.
        let wake_at = relays
            .iter()
            .filter(|r| r.holding_eof())
            .filter_map(|r| r.hold_eof_until)
            .chain(jury_cutoff.filter(|_| !jury_overran))
            .min();
        let timeout = wake_at.map_or(timeout, |until| timeout.min(until.saturating_duration_since(now)));

        fds.clear();
        let mut push = |fd: Option<i32>, events: libc::c_short| {
            if let Some(fd) = fd {
                fds.push(libc::pollfd { fd, events, revents: 0 });
            }
        };
        for relay in relays.iter() {
            push(relay.wants_to_read(), libc::POLLIN);
            push(relay.wants_to_write(), libc::POLLOUT);
        }
        for error in errors.iter() {
            push(error.pipe.as_ref().map(AsRawFd::as_raw_fd), libc::POLLIN);
        }
        let mut exit_fds_missing = false;
        for (index, program) in [&*jury, &*solution].into_iter().enumerate() {
            if ended[index].is_none() {
                match program.exit_fd() {
                    Some(fd) => push(Some(fd), libc::POLLIN),
                    None => exit_fds_missing = true,
                }
            }
        }
        // Without pidfds an exit is noticed by polling waitid every millisecond.
        let timeout = if exit_fds_missing { timeout.min(Duration::from_millis(1)) } else { timeout };
        let millis = timeout.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
        // Right after a message the reply usually follows within microseconds: look for it
        // without sleeping for a moment, so the relay adds no wake-up of its own to the round
        // trip (only where a core is free for it: see `spin_window`).
        let spinning = last_message.elapsed() < spin_window;
        let wait = if spinning { 0 } else { millis };
        // SAFETY: `fds` is a live, correctly sized array of pollfd.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, wait) };
        if ready == 0 && spinning {
            std::hint::spin_loop();
            continue;
        }
        if ready < 0 {
            if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                continue;
            }
            break;
        }
        let revents =
            |fd: Option<i32>| fd.and_then(|fd| fds.iter().find(|p| p.fd == fd)).map_or(0, |p| p.revents);
        let fired = |fd: Option<i32>| revents(fd) != 0;
        look_for_exits = exit_fds_missing
            || ready == 0
            || [&*jury, &*solution]
                .into_iter()
                .enumerate()
                .any(|(index, program)| ended[index].is_none() && fired(program.exit_fd()));
        // Read before this round's reads: the jury's silence found below then came while the
        // solution's end-of-file was still held from it.
        let solution_eof_held = relays[Side::Solution.index()].holding_eof();
        let mut jury_silent = relays[Side::Jury.index()].from.is_none();
        for relay in relays.iter_mut() {
            let before = relay.total;
            let was_open = relay.from.is_some();
            let events = revents(relay.wants_to_read());
            if events != 0 && relay.read(&mut chunk, dialogue, events & libc::POLLHUP != 0) {
                // Over its output limit: the writer is stopped where it stands.
                match relay.side {
                    Side::Solution => solution.kill(),
                    Side::Jury => jury.kill(),
                }
            }
            if relay.total != before {
                last_message = Instant::now();
                last_speaker = Some(relay.side);
            }
            let fell_silent = was_open && relay.from.is_none();
            match relay.side {
                Side::Jury => {
                    jury_silent = relay.from.is_none();
                    jury_ended_untold |= fell_silent && solution_eof_held;
                }
                // The jury's word was the last of the game and the jury has not ended: the
                // solution's end may be its answer to that word, racing the jury's own end.
                Side::Solution
                    if fell_silent && order_decides && !jury_silent && last_speaker == Some(Side::Jury) =>
                {
                    relay.hold_eof_until = Some(Instant::now() + EOF_HOLD);
                }
                Side::Solution => {}
            }
            if fired(relay.to.as_ref().map(AsRawFd::as_raw_fd)) || relay.wants_to_write().is_some() {
                relay.write();
            }
            relay.close_when_done(Instant::now());
        }
        for error in errors.iter_mut() {
            if fired(error.pipe.as_ref().map(AsRawFd::as_raw_fd)) {
                error.drain(&mut chunk);
            }
        }
    }
    // Whether the jury fell silent (ended) before the solution did (an ICPC validator's WA then
    // stands). Its output's end-of-file is its exit unless it left a child holding it. Both
    // found silent in one round is a tie, and a tie is the jury's: the solution hears the
    // jury's end-of-file only once this loop has read it and closed the solution's stdin, so
    // the solution's own end-of-file caused by that comes in a later round; one found in the
    // same round ended on its own. A jury that fell silent while the solution's end-of-file
    // was held from it ended without knowing of the solution's end: it had decided first.
    // A jury that outran its grace was running long after the solution ended, whatever the
    // relay still held of the solution's output (a flood it had not read to its end).
    let jury_first = !jury_overran
        && (jury_ended_untold
            || matches!(silent, [Some(jury_end), solution_end] if solution_end.is_none_or(|s| jury_end <= s)));
    Ending { jury_first, jury_overran }
}

/// How long the solution's end-of-file is held from the jury when the jury's message was the
/// last of the game and who ended first decides the verdict (ICPC: a validator's WA stands when
/// it ended first). A validator that prints its last word and exits at once, against a
/// submission that aborts on reading that word, is a race in the kernel: the submission's exit
/// can complete before the validator's when the validator is preempted between its write and
/// its exit (without the hold this judge gave RTE in 3 of 30 such games on a loaded two-core
/// machine; problemtools' runner, which orders by `wait`, in 3 of 15 runs of a validator that
/// writes its message after its last word). Held, the solution's end cannot have told the jury
/// anything, so a jury ending meanwhile decided on its own; one that is waiting for the
/// solution's end-of-file gets it this much later.
const EOF_HOLD: Duration = Duration::from_millis(50);

/// Games being relayed right now, in this nimkit.
static GAMES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How long the relay keeps looking for the next message without sleeping after one passed:
/// a round trip then costs the two programs' wake-ups only, not the relay's too. It burns a
/// core meanwhile, so only while every game in progress can have a core of its own besides the
/// two players' one (players take turns): none on a single core, none with more games than that.
fn spin_window() -> Duration {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let games = GAMES.load(std::sync::atomic::Ordering::Relaxed).max(1);
    if cores >= 2 * games {
        SPIN_WINDOW
    } else {
        Duration::ZERO
    }
}

/// See [`spin_window`]: long enough for a reply computed in a few microseconds.
const SPIN_WINDOW: Duration = Duration::from_micros(200);

/// Judges a finished game (see the module's precedence). With `interaction.checker` set, the
/// checker compares the interactor's OUTPUT with `answer` (empty when the test has none).
pub fn judge_game(
    name: &str,
    mut game: Game,
    input: &Path,
    answer: Option<&Path>,
    limits: &Limits,
    interaction: &Interaction,
) -> CaseResult {
    let jury_limits = interactor_limits(limits);
    let mut result = CaseResult {
        name: name.to_string(),
        verdict: Verdict::Ac,
        message: String::new(),
        time_ms: game.solution.wall.as_millis() as u64,
        cpu_ms: game.solution.cpu.as_millis() as u64,
        memory_kib: game.solution.peak_rss_kib,
        output: Vec::new(),
        stderr: std::mem::take(&mut game.solution.stderr),
        difference: None,
        dialogue: None,
        score: ValidatorScore::default(),
    };
    let solution_verdict = classify_run(&game.solution, limits);
    let jury = game.jury_verdict.clone();
    // problemtools' order for an ICPC validator (execute.py: `if val_JE or (val_WA and first ==
    // 'validator')`): its failure always decides, whatever the submission did (a crash too);
    // its WA decides when it ended first; then the submission's limits and crash. The one
    // exception is the time limit: problemtools' runner ends a game at its wall-clock bound by
    // killing both and takes a validator still running then as WA ("assume WA" in
    // interactive.cc), so the submission's TLE stands. Here the submission is stopped at its
    // limit first and the validator then hears end-of-file: a failure it reports after that
    // was a validator still running at the bound (BAPCtools' boolfind has a jury that outlives
    // a looping submission; the verdict is TLE).
    let stopped_at_time_limit = matches!(solution_verdict, Some((Verdict::Tle, _)))
        && (game.solution.timed_out || !game.solution.termination.success());
    let icpc_jury_decides = matches!(interaction.protocol, Protocol::Icpc(_))
        && ((jury.verdict == Verdict::Fail && (game.jury_first || !stopped_at_time_limit))
            || (jury.verdict == Verdict::Wa && game.jury_first));
    let (verdict, message) = match (solution_verdict, jury) {
        (_, CheckerVerdict { verdict, message }) if icpc_jury_decides => {
            let said = if verdict == Verdict::Fail { "the interactor failed" } else { "interactor" };
            (verdict, format!("{said}: {}", first_line(&message)))
        }
        // Otherwise the submission's own ending (TLE, RTE...) comes before the validator's word.
        (Some((verdict, message)), _) if matches!(interaction.protocol, Protocol::Icpc(_)) => {
            (verdict, message)
        }
        // The solution waited out its time for an interactor that neither answered nor ended
        // (it spun or hung, and was still running once the solution was stopped): the
        // interactor failed, not the solution. A deadlock is still the solution's TLE: its
        // interactor hears the end-of-file then and ends.
        (Some((Verdict::Tle, _)), CheckerVerdict { verdict: Verdict::Fail, message })
            if (game.jury_overran || game.interactor.timed_out)
                && game.solution.timed_out
                && super::classify::mostly_waited(game.solution.cpu, game.solution.wall) =>
        {
            (
                Verdict::Fail,
                format!("the interactor failed: {} (the solution was waiting)", first_line(&message)),
            )
        }
        (Some((verdict @ (Verdict::Tle | Verdict::Mle | Verdict::Ole), message)), _) => (verdict, message),
        (_, CheckerVerdict { verdict: Verdict::Fail, message }) => {
            (Verdict::Fail, format!("the interactor failed: {}", first_line(&message)))
        }
        (_, CheckerVerdict { verdict: verdict @ (Verdict::Wa | Verdict::Pe), message }) => {
            (verdict, format!("interactor: {}", first_line(&message)))
        }
        (Some((verdict, message)), _) => (verdict, message),
        (None, _) => match &interaction.checker {
            Some(checker_program) => {
                let check = || -> Result<CheckerVerdict, String> {
                    let input = crate::fsutil::read_regular(input)?;
                    // As on Polygon, the checker judges every game the interactor accepted; a
                    // test without an answer file gives it an empty one (an interactive
                    // problem's checker often reads all it needs from the interactor's OUTPUT),
                    // never no check at all.
                    let answer = match answer {
                        Some(answer) => crate::fsutil::read_regular(answer)?,
                        None => Vec::new(),
                    };
                    let limits = jury_limits.clone();
                    Ok(checker::check(checker_program, &input, &game.interactor_output, &answer, &limits))
                };
                match check() {
                    Ok(CheckerVerdict { verdict, message }) => (verdict, message),
                    Err(message) => (Verdict::Fail, message),
                }
            }
            None => (Verdict::Ac, String::new()),
        },
    };
    result.verdict = verdict;
    result.message = message;
    // A wrong answer's score is there only under DOMjudge's rule (see `icpc::scored`).
    if matches!(verdict, Verdict::Ac | Verdict::Wa) {
        result.score = game.jury_score;
    }
    if verdict != Verdict::Ac {
        let jury_message = String::from_utf8_lossy(&game.interactor.stderr).trim().to_string();
        if jury_message.lines().count() > 1 {
            result.message.push_str(&format!("\ninteractor said:\n{}", clip(&jury_message, 2000)));
        }
        result.message.push_str(&format!(
            "\nsolution sent {}, the interactor {}",
            human_bytes(game.dialogue.bytes(Side::Solution)),
            human_bytes(game.dialogue.bytes(Side::Jury))
        ));
        result.dialogue = Some(game.dialogue.render());
    }
    result
}

fn first_line(message: &str) -> String {
    let line = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no message)");
    clip(line.trim(), 300)
}

/// Where the dialogue of test `name` is written in a transcript folder: one file, even for
/// a nested test name (`secret/group1/03`).
pub fn transcript_file(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{}.dialogue", name.replace('%', "%25").replace('/', "%2F")))
}

/// Plays and judges one test.
pub fn judge_interactive(
    solution: &Program,
    name: &str,
    input: &Path,
    answer: Option<&Path>,
    limits: &Limits,
    interaction: &Interaction,
) -> CaseResult {
    let transcript = match &interaction.transcripts {
        Some(dir) => match File::create(transcript_file(dir, name)) {
            Ok(file) => Some(file),
            Err(e) => {
                let message = format!("cannot write the transcript in {}: {e}", dir.display());
                return CaseResult::not_run(name, Verdict::Fail, message);
            }
        },
        None => None,
    };
    match play(solution, interaction, name, input, answer, limits, transcript) {
        Ok(mut game) => {
            let closed = game.dialogue.close_transcript();
            let mut result = judge_game(name, game, input, answer, limits, interaction);
            if let Err(e) = closed {
                result.message.push_str(&format!("\n(the transcript is incomplete: {e})"));
            }
            result
        }
        Err(e) => CaseResult::not_run(
            name,
            Verdict::Fail,
            format!("cannot play {} against `{}`: {e}", input.display(), interaction.interactor.describe()),
        ),
    }
}
