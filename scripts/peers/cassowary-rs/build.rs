// Exposes the resolved version of the `cassowary` dependency as
// CASSOWARY_VERSION, read from Cargo.lock (written by cargo before build
// scripts run), so the CSV reports the crate actually built against.
use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    let lock = Path::new(&dir).join("Cargo.lock");
    println!("cargo:rerun-if-changed={}", lock.display());
    let mut version = String::from("unknown");
    if let Ok(text) = fs::read_to_string(&lock) {
        let mut in_cassowary = false;
        for line in text.lines() {
            let line = line.trim();
            if line == "[[package]]" {
                in_cassowary = false;
            } else if line == "name = \"cassowary\"" {
                in_cassowary = true;
            } else if in_cassowary && line.starts_with("version = \"") {
                version = line["version = \"".len()..].trim_end_matches('"').to_string();
                break;
            }
        }
    }
    println!("cargo:rustc-env=CASSOWARY_VERSION={}", version);
}
