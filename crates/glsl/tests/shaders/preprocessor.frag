#version 100
#define SCALE(x, y) ((x) * (y))
#define LEVEL 3
#ifdef GL_ES
precision highp float;
#define HAS_ES 1.0
#else
#define HAS_ES 0.0
#endif
#if LEVEL > 2 && defined(SCALE)
#define PICK 2.0
#elif LEVEL > 1
#define PICK 1.0
#else
#define PICK 0.0
#endif
#undef LEVEL
#ifndef LEVEL
#define VER float(__VERSION__)
#endif
uniform float u;
void main() {
    gl_FragColor = vec4(SCALE(u, 2.0), HAS_ES, PICK, VER);
}
// run: {"uniforms": {"u": 1.5}, "expect": {"gl_FragColor": [3, 1, 2, 100]}}
