#!/bin/bash
# Measure both development files and summarise them.
#   bash tools/lanes/digest.sh OUTDIR     (from the checkout; ../shared/data beside it)
# Writes OUTDIR/{asdiv,gsm}/ (eval outputs), prints both summary lines, ASDiv per type,
# and a digest of every row's verdict; compare two runs with tools/lanes/compare.py A B.
set -u
OUT=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DATA=$ROOT/../shared/data
mkdir -p "$OUT"
cd "$ROOT"
for name in asdiv gsm; do
  file=$DATA/asdiv.jsonl; [ $name = gsm ] && file=$DATA/gsm8k_train.jsonl
  PYTHONPATH=$ROOT python -m wordproof eval "$file" --out "$OUT/$name" --workers 2 --quiet \
    --disputed tests/lanes/disputed.jsonl > "$OUT/$name.txt" 2>&1
  tail -1 "$OUT/$name.txt"
done
python "$ROOT/tools/lanes/pertype.py" "$OUT/asdiv/results.jsonl"
python - "$OUT" <<'PY'
import hashlib, json, sys
out, h = sys.argv[1], hashlib.sha256()
for name in ("asdiv", "gsm"):
    for line in open(f"{out}/{name}/results.jsonl"):
        r = json.loads(line)
        h.update(f"{r['id']} {r['verdict']} {r.get('answer')} {r.get('code')}\n".encode())
print("digest", h.hexdigest()[:8])
PY
