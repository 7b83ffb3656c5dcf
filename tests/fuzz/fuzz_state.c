/*
 * libFuzzer target: the daemon state file loader (state_load) through a
 * memfd, then the writers that use what it loaded (state and metrics text,
 * built in memory as state_write/metrics_write build them).
 */
#define RAS_NO_MAIN
#include "../../ras.c"
#include "fuzz.h"
#include <sys/mman.h>

static int memfd = -1;
static char memfd_path[64];

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct counters c;
	size_t i, used = 0;

	if (size > (1u << 20))
		return 0;
	if (memfd < 0) {
		if ((memfd = memfd_create("fuzz-state", MFD_CLOEXEC)) < 0)
			abort();
		snprintf(memfd_path, sizeof memfd_path, "/proc/self/fd/%d", memfd);
	}
	if (ftruncate(memfd, 0) < 0 || pwrite(memfd, data, size, 0) != (ssize_t)size)
		abort();
	memset(&c, 0, sizeof c);
	state_load(memfd_path, &c);
	for (i = 0; i < c.cap; i++)
		if (c.slot[i].used) {
			used++;
			if (c.slot[i].sev >= NSEV || c.slot[i].bank > 255 ||
			    !memchr(c.slot[i].bank_name, '\0', sizeof c.slot[i].bank_name))
				abort();
		}
	if (used != c.used)
		abort();
	for (i = 0; i < c.ndimm; i++) {	/* per-DIMM lines: bounded, and what uses them runs */
		const struct dimm_count *k = &c.dimm[i];
		char why[160], desc[96];

		if (k->ncell > DIMM_CELLS || k->nrecent > DIMM_RECENT || !memchr(k->key, '\0', sizeof k->key) ||
		    k->replace_rule < -1 || k->replace_rule >= NRULES || k->watch_rule < -1 ||
		    k->watch_rule >= NRULES)
			abort();
		dimm_fault(k, desc, sizeof desc);
		dimm_verdict(k, 1796284616.0, why, sizeof why);
		dimm_ce_day(k, 1796284616.0);
	}
	{
		char *buf = NULL;
		size_t len = 0, cap = 0;

		state_dimms(&buf, &len, &cap, &c);
		metrics_dimms(&buf, &len, &cap, &c, 1796284616.0);
		free(buf);
	}
	counters_free(&c);
	return 0;
}
