//! Per-run cgroups: a memory cgroup (resident limit, OOM count), a pids cgroup (process cap)
//! and, on a unified hierarchy, `cgroup.kill` for the whole tree at once.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::probe::CgroupParent;

/// One cgroup made for one run, removed when dropped (once empty).
#[derive(Debug)]
pub struct RunCgroup {
    pub dir: PathBuf,
    pub v2: bool,
}

impl RunCgroup {
    /// A fresh child of `parent` named after this launcher.
    pub fn create(parent: &Path, v2: bool, what: &str) -> io::Result<RunCgroup> {
        let dir = parent.join(format!("nimkit-{what}-{}", std::process::id()));
        match fs::create_dir(&dir) {
            Ok(()) => {}
            // A launcher with the same pid crashed before removing it; it is empty or will be.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
        Ok(RunCgroup { dir, v2 })
    }

    pub fn from_parent(parent: &CgroupParent, what: &str) -> io::Result<RunCgroup> {
        RunCgroup::create(&parent.path, parent.v2, what)
    }

    pub fn write(&self, file: &str, value: &str) -> io::Result<()> {
        fs::write(self.dir.join(file), value)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", self.dir.join(file).display())))
    }

    fn read(&self, file: &str) -> String {
        fs::read_to_string(self.dir.join(file)).unwrap_or_default()
    }

    /// The file a process writes `0` to in order to join (from its pre-exec hook).
    pub fn procs_file(&self) -> PathBuf {
        self.dir.join(if self.v2 { "cgroup.procs" } else { "tasks" })
    }

    /// Sets the resident-memory limit (and the swap one, so swapping out does not evade it).
    pub fn limit_memory(&self, bytes: u64) -> io::Result<()> {
        if self.v2 {
            self.write("memory.max", &bytes.to_string())?;
            let _ = self.write("memory.swap.max", "0");
        } else {
            self.write("memory.limit_in_bytes", &bytes.to_string())?;
            let _ = self.write("memory.memsw.limit_in_bytes", &bytes.to_string());
        }
        Ok(())
    }

    /// Whether the kernel's OOM killer acted in this cgroup (the limit was reached).
    pub fn oom_killed(&self) -> bool {
        let (file, key) =
            if self.v2 { ("memory.events", "oom_kill") } else { ("memory.oom_control", "oom_kill") };
        counter(&self.read(file), key) > 0
    }

    pub fn limit_processes(&self, count: u32) -> io::Result<()> {
        self.write("pids.max", &count.to_string())
    }

    /// Whether a fork was refused because of the process cap.
    pub fn process_cap_hit(&self) -> bool {
        counter(&self.read("pids.events"), "max") > 0
    }

    /// Kills every process in the cgroup at once (cgroup v2 `cgroup.kill`).
    pub fn kill_all(&self) -> io::Result<()> {
        self.write("cgroup.kill", "1")
    }
}

impl Drop for RunCgroup {
    fn drop(&mut self) {
        // The last killed tasks may take a moment to leave; rmdir fails with EBUSY until then.
        for _ in 0..200 {
            match fs::remove_dir(&self.dir) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => {}
                _ => return,
            }
            std::thread::sleep(std::time::Duration::from_micros(500));
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
}
