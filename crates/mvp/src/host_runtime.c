/* Host runtime for checking emitted MVP shader IR: maps one bank of the
 * MVP local memory onto a host buffer, implements the external functions
 * (discard, procedural textures identical to sim/textures.rs, derivatives
 * given with the job), and runs jobs read from standard input.
 *
 * Input: u32 vs_const_size, bytes; u32 ps_const_size, bytes; then jobs:
 *   u32 stage (1 = vs_main, 2 = ps_main, 0 = end), u32 index, u32 instance,
 *   u32 n, 128 bytes of bank, n answers of 8 words (d/dx then d/dy) for
 *   the job's derivative sites in order (later sites get zeros).
 * Output per job: 128 bytes of bank, u32 discarded, u32 guard_ok.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* Generated from the ABI table: entry points, external functions, constants. */
#include "mvp_abi.h"

static int discarded;

void mvp_discard(void) { discarded = 1; }

/* The current job's derivative answers. */
static float *answers;
static uint32_t answer_count, answer_next;

void mvp_derivatives(float *ddx, float *ddy, const float *value, unsigned kind) {
    (void)value;
    (void)kind;
    for (int i = 0; i < 4; i++) {
        ddx[i] = answer_next < answer_count ? answers[8 * answer_next + i] : 0.0f;
        ddy[i] = answer_next < answer_count ? answers[8 * answer_next + 4 + i] : 0.0f;
    }
    answer_next++;
}

static int32_t sat_i32(float x) {
    if (x != x) return 0;
    if (x >= 2147483648.0f) return INT32_MAX;
    if (x <= -2147483648.0f) return INT32_MIN;
    return (int32_t)x;
}

static void store_result(void *result, unsigned sampler, const float v[4]) {
    unsigned kind = (sampler >> MVP_SAMPLER_KIND_SHIFT) & 3u;
    if (kind != 0 && !(sampler & MVP_SAMPLER_SHADOW)) {
        int32_t *r = (int32_t *)result;
        for (int i = 0; i < 4; i++) r[i] = sat_i32(v[i]);
    } else {
        memcpy(result, v, 16);
    }
}

static void shade(void *result, int unit, unsigned sampler, const float c[4], float l,
                  const int *offset, float depth_ref) {
    float v[4];
    if (sampler & MVP_SAMPLER_SHADOW) {
        float s = depth_ref <= c[0] ? 1.0f : 0.0f;
        v[0] = s; v[1] = s; v[2] = s; v[3] = 1.0f;
    } else {
        float o = offset ? (float)offset[0] + (float)offset[1] : 0.0f;
        v[0] = c[0] * 0.5f + (float)unit * 0.125f;
        v[1] = c[1] * 0.25f + l;
        v[2] = (c[2] + c[3]) + o;
        v[3] = 1.0f;
    }
    store_result(result, sampler, v);
}

void mvp_texture(void *result, int unit, unsigned sampler, const float *coord,
                 unsigned level_mode, float level, const float *ddx, const float *ddy,
                 const int *offset, float depth_ref) {
    float l = 0.0f;
    if (level_mode == MVP_LEVEL_BIAS || level_mode == MVP_LEVEL_LOD) l = level;
    if (level_mode == MVP_LEVEL_GRAD) l = ddx[0] - ddy[0];
    shade(result, unit, sampler, coord, l, offset, depth_ref);
}

void mvp_texel_fetch(void *result, int unit, unsigned sampler, const int *texel,
                     int lod_or_sample, const int *offset) {
    float c[4];
    for (int i = 0; i < 4; i++) c[i] = (float)texel[i];
    shade(result, unit, sampler, c, (float)lod_or_sample, offset, 0.0f);
}

void mvp_texture_size(int *result, int unit, unsigned sampler, int lod) {
    (void)sampler;
    result[0] = (int)((unsigned)16 + (unsigned)unit);
    result[1] = (int)((unsigned)8 + (unsigned)lod);
    result[2] = 4;
    result[3] = 0;
}

static int read_all(void *p, size_t n) { return fread(p, 1, n, stdin) == n; }

static void *read_block(void) {
    uint32_t n;
    if (!read_all(&n, 4)) exit(3);
    void *p = aligned_alloc(16, (n + 31u) & ~15u);
    memset(p, 0, (n + 31u) & ~15u);
    if (n && !read_all(p, n)) exit(3);
    return p;
}

int main(void) {
    void *vs_const = read_block();
    void *ps_const = read_block();
    /* Bank plus a guard zone: shader stores must stay inside the 8 slots. */
    static _Alignas(16) unsigned char mem[256];
    for (;;) {
        uint32_t hdr[4];
        if (!read_all(hdr, 16) || hdr[0] == 0) break;
        if (!read_all(mem, 128)) return 3;
        free(answers);
        answers = malloc(32u * (size_t)hdr[3] + 32u);
        if (!answers || (hdr[3] && !read_all(answers, 32u * (size_t)hdr[3]))) return 3;
        answer_count = hdr[3];
        answer_next = 0;
        memset(mem + 128, 0xA5, 128);
        discarded = 0;
        if (hdr[0] == 1)
            vs_main((float *)mem, (float *)mem, (float *)vs_const, hdr[1], hdr[2]);
        else
            ps_main((float *)mem, (float *)mem, (float *)ps_const);
        uint32_t guard_ok = 1;
        for (int i = 128; i < 256; i++) if (mem[i] != 0xA5) guard_ok = 0;
        uint32_t tail[2] = { (uint32_t)discarded, guard_ok };
        fwrite(mem, 1, 128, stdout);
        fwrite(tail, 4, 2, stdout);
    }
    fflush(stdout);
    return 0;
}
