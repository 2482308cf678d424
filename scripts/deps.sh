#!/usr/bin/env bash
# Installs the system packages GoSYCL needs on Debian/Ubuntu, only those
# that are missing: the OpenCL ICD loader and headers, pkg-config (go-opencl
# finds OpenCL through it) and PoCL, the CPU OpenCL implementation, and
# Open MPI (mpirun, and the headers the mpi build tag compiles against:
# coexecutor/cluster's tests run under mpirun).
set -euo pipefail
pkgs=(pkg-config ocl-icd-opencl-dev opencl-headers pocl-opencl-icd openmpi-bin libopenmpi-dev)
missing=()
for p in "${pkgs[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing+=("$p")
	fi
done
if ((${#missing[@]} == 0)); then
	exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
	sudo=sudo
fi
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
