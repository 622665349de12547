//! The process tree below the launcher, read from /proc: who is in it, how much resident
//! memory it holds, and the freeze-and-kill loop that empties it when no namespace or cgroup
//! can do that at once.

use std::collections::HashMap;
use std::fs;

/// One process as /proc/PID/stat describes it.
#[derive(Clone, Copy, Debug)]
struct Entry {
    parent: libc::pid_t,
    zombie: bool,
    resident_pages: u64,
    threads: u64,
}

fn read_all() -> HashMap<libc::pid_t, Entry> {
    let mut all = HashMap::new();
    let Ok(entries) = fs::read_dir("/proc") else { return all };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<libc::pid_t>().ok()) else {
            continue;
        };
        let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
        // `pid (comm) state ppid ...`; comm may hold spaces and parentheses, so cut at the last `)`.
        let Some((_, rest)) = stat.rsplit_once(')') else { continue };
        let fields: Vec<&str> = rest.split_whitespace().collect();
        // After the comm: state is field 3 of stat(5), ppid 4, rss 24.
        let (Some(state), Some(parent)) = (fields.first(), fields.get(1).and_then(|p| p.parse().ok())) else {
            continue;
        };
        let resident_pages = fields.get(21).and_then(|r| r.parse().ok()).unwrap_or(0);
        // num_threads is field 20.
        let threads = fields.get(17).and_then(|t| t.parse().ok()).unwrap_or(1);
        all.insert(pid, Entry { parent, zombie: *state == "Z" || *state == "X", resident_pages, threads });
    }
    all
}

/// A snapshot of the live descendants of `root` (not `root` itself).
#[derive(Debug, Default)]
pub struct Snapshot {
    /// Their tasks: each process, and the other threads of a multi-threaded one (the process
    /// cap counts tasks, as a pids cgroup does, or a thread bomb would pass it; a signal to a
    /// thread's id reaches its whole process, so the kill loop may use them all).
    pub pids: Vec<libc::pid_t>,
    /// Resident memory of the live descendants other than `exclude`, in bytes.
    pub resident_bytes: u64,
}

/// The live descendants of `root`, and their resident memory without `exclude` (the namespace's
/// init, a copy of the launcher that is not the program's memory).
pub fn snapshot(root: libc::pid_t, exclude: Option<libc::pid_t>) -> Snapshot {
    let all = read_all();
    let mut children: HashMap<libc::pid_t, Vec<libc::pid_t>> = HashMap::new();
    for (&pid, entry) in &all {
        children.entry(entry.parent).or_default().push(pid);
    }
    // SAFETY: plain getter.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
    let mut snapshot = Snapshot::default();
    let mut stack = vec![root];
    while let Some(pid) = stack.pop() {
        for &child in children.get(&pid).map(Vec::as_slice).unwrap_or(&[]) {
            stack.push(child);
            let entry = all[&child];
            if !entry.zombie {
                snapshot.pids.push(child);
                if entry.threads > 1 {
                    snapshot.pids.extend(other_threads(child));
                }
                if Some(child) != exclude {
                    snapshot.resident_bytes += entry.resident_pages * page;
                }
            }
        }
    }
    snapshot
}

/// The threads of `pid` other than its main one.
fn other_threads(pid: libc::pid_t) -> Vec<libc::pid_t> {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else { return Vec::new() };
    tasks
        .flatten()
        .filter_map(|task| task.file_name().to_str()?.parse().ok())
        .filter(|&tid| tid != pid)
        .collect()
}

/// Stops then kills every descendant of this process (a child subreaper, so orphans come back
/// to it) and reaps them, round after round until none is left: a stopped process cannot fork,
/// and what was forked between two scans is caught by the next one.
pub fn freeze_and_kill_descendants() {
    // SAFETY: plain getter.
    let me = unsafe { libc::getpid() };
    // The program is reaped and orphans come to us: with no child left, nothing is left.
    if !reap_children() {
        return;
    }
    loop {
        let live = snapshot(me, None).pids;
        for &pid in &live {
            // SAFETY: signals to our own descendants.
            unsafe { libc::kill(pid, libc::SIGSTOP) };
        }
        for &pid in &live {
            // SAFETY: as above.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        let reaped = reap_children();
        if live.is_empty() && !reaped {
            return;
        }
        if live.is_empty() {
            continue;
        }
        // Let the killed die and their orphans reach us before the next scan.
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
}

/// Reaps every child that has ended; whether any child was reaped or is still there.
pub fn reap_children() -> bool {
    let mut any = false;
    loop {
        // SAFETY: null status pointer is allowed.
        let pid = unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) };
        match pid {
            0 => return true,
            p if p > 0 => any = true,
            _ => return any,
        }
    }
}
