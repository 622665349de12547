//! Per-run cgroups: a memory cgroup (resident limit, OOM count), a pids cgroup (process cap)
//! and, on a unified hierarchy, `cgroup.kill` for the whole tree at once.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::probe::CgroupParent;

/// A cgroup a run joins: made once by the judge's pool and reused run after run (making and
/// removing a memory cgroup costs milliseconds), so limits are written only when they change
/// and events are counted as differences.
#[derive(Clone, Debug)]
pub struct RunCgroup {
    pub dir: PathBuf,
    pub v2: bool,
}

impl RunCgroup {
    pub fn write(&self, file: &str, value: &str) -> io::Result<()> {
        fs::write(self.dir.join(file), value)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", self.dir.join(file).display())))
    }

    fn read(&self, file: &str) -> String {
        fs::read_to_string(self.dir.join(file)).unwrap_or_default()
    }

    /// Writes `value` unless the file already holds it.
    fn set(&self, file: &str, value: &str) -> io::Result<()> {
        if self.read(file).trim() == value {
            return Ok(());
        }
        self.write(file, value)
    }

    /// The file a process writes `0` to in order to join (from its pre-exec hook).
    pub fn procs_file(&self) -> PathBuf {
        self.dir.join(if self.v2 { "cgroup.procs" } else { "tasks" })
    }

    /// Sets the resident-memory limit (and the memory+swap one, so swapping out does not evade
    /// it; that one may never be below the memory limit, hence the second try).
    pub fn limit_memory(&self, bytes: u64) -> io::Result<()> {
        let bytes = bytes.to_string();
        if self.v2 {
            self.set("memory.max", &bytes)?;
            let _ = self.set("memory.swap.max", "0");
            return Ok(());
        }
        let first = self.set("memory.limit_in_bytes", &bytes);
        if self.dir.join("memory.memsw.limit_in_bytes").exists() {
            let _ = self.set("memory.memsw.limit_in_bytes", &bytes);
        }
        first.or_else(|_| self.set("memory.limit_in_bytes", &bytes))
    }

    /// How many times the kernel's OOM killer acted in this cgroup so far.
    pub fn oom_kills(&self) -> u64 {
        counter(&self.read(if self.v2 { "memory.events" } else { "memory.oom_control" }), "oom_kill")
    }

    pub fn limit_processes(&self, count: u32) -> io::Result<()> {
        self.set("pids.max", &count.to_string())
    }

    /// How many forks the process cap refused so far.
    pub fn refused_forks(&self) -> u64 {
        counter(&self.read("pids.events"), "max")
    }

    /// Kills every process in the cgroup at once (cgroup v2 `cgroup.kill`).
    pub fn kill_all(&self) -> io::Result<()> {
        self.write("cgroup.kill", "1")
    }
}

/// What a slot's cgroups hold after a run, as its launcher left them: the next launcher need
/// not read back limits to know whether to write them, nor counters to take differences
/// (a cgroup file costs an open, a read and a close). `None` where unknown; a slot is only
/// ever used by the judge process that made it, one run at a time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SlotState {
    /// The v1 memory limit in force.
    pub memory_limit: Option<u64>,
    pub processes_limit: Option<u32>,
    pub oom_kills: Option<u64>,
    pub refused_forks: Option<u64>,
}

/// Free cgroups of this judge process, made on demand and reused by later runs.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Slot {
    /// v1 memory cgroup.
    pub memory: Option<PathBuf>,
    /// v1 pids cgroup.
    pub pids: Option<PathBuf>,
    /// The v2 cgroup (memory, pids and `cgroup.kill`, whichever the hierarchy delegates).
    pub unified: Option<PathBuf>,
    /// What the last run left there.
    #[serde(default)]
    pub state: SlotState,
}

impl Slot {
    /// Makes the directories of slot `number` below the parents the probe found.
    pub fn create(mechanisms: &super::probe::Mechanisms, number: usize) -> Slot {
        let name = format!("nimkit-{}-{number}", std::process::id());
        let make = |parent: &Path| {
            let dir = parent.join(&name);
            match fs::create_dir(&dir) {
                Ok(()) => Some(dir),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Some(dir),
                Err(_) => None,
            }
        };
        let v1 =
            |parent: &Option<CgroupParent>| parent.as_ref().filter(|p| !p.v2).and_then(|p| make(&p.path));
        let unified_parent = [&mechanisms.memory_cgroup, &mechanisms.pids_cgroup]
            .into_iter()
            .flatten()
            .find(|p| p.v2)
            .map(|p| p.path.clone())
            .or_else(|| mechanisms.kill_cgroup.clone());
        Slot {
            memory: v1(&mechanisms.memory_cgroup),
            pids: v1(&mechanisms.pids_cgroup),
            unified: unified_parent.and_then(|parent| make(&parent)),
            state: SlotState::default(),
        }
    }

    /// Removes the directories (they are empty between runs).
    pub fn remove(&self) {
        for dir in [&self.memory, &self.pids, &self.unified].into_iter().flatten() {
            let _ = fs::remove_dir(dir);
        }
    }
}

/// Removes the `nimkit-PID-N` cgroups of judges and the `nimkit-probe-PID` ones of probes that
/// died without cleaning up.
pub fn remove_stale(mechanisms: &super::probe::Mechanisms) {
    let parents = [&mechanisms.memory_cgroup, &mechanisms.pids_cgroup]
        .into_iter()
        .flatten()
        .map(|p| p.path.clone())
        .chain(mechanisms.kill_cgroup.clone());
    for parent in parents {
        let Ok(entries) = fs::read_dir(&parent) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            // A probe killed between making its test cgroup and removing it leaves one too.
            if super::made_by_a_gone_process(&name, "nimkit-")
                || super::made_by_a_gone_process(&name, "nimkit-probe-")
            {
                let _ = fs::remove_dir(entry.path());
            }
        }
    }
}

/// `key N` in a flat keyed cgroup file.
fn counter(text: &str, key: &str) -> u64 {
    text.lines().find_map(|line| line.strip_prefix(key)?.strip_prefix(' ')?.trim().parse().ok()).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_counters_are_read_by_exact_key() {
        let text = "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n";
        assert_eq!(counter(text, "oom_kill"), 3);
        assert_eq!(counter("max 0\n", "max"), 0);
        assert_eq!(counter("", "max"), 0);
    }

    /// Stale slots and probe cgroups of gone processes go; a live judge's slot and anything
    /// else stay (plain folders stand in for the cgroup parent).
    #[test]
    fn stale_slots_and_probe_cgroups_are_removed() {
        let parent = tempfile::tempdir().unwrap();
        let (gone, me) = (u32::MAX - 1, std::process::id());
        let names = [
            format!("nimkit-{gone}-1"),
            format!("nimkit-probe-{gone}"),
            format!("nimkit-{me}-1"),
            "other".into(),
        ];
        for name in &names {
            fs::create_dir(parent.path().join(name)).unwrap();
        }
        let mut mechanisms = super::super::probe::Mechanisms::fallback();
        mechanisms.memory_cgroup =
            Some(super::super::probe::CgroupParent { path: parent.path().to_path_buf(), v2: false });
        remove_stale(&mechanisms);
        let left: Vec<bool> = names.iter().map(|name| parent.path().join(name).exists()).collect();
        assert_eq!(left, [false, false, true, true]);
    }
}
