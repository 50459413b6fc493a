#version 110
// Prototypes before definitions; a chain of calls; unused code.
float square(float x);
vec3 scaleAll(vec3 v, float s);
uniform float unusedUniform;
attribute vec3 unusedAttr;
attribute vec3 p;
varying vec3 v;
float neverCalled() { return unusedUniform; }
void main() {
    v = scaleAll(p, square(2.0));
    gl_Position = vec4(p, 1.0);
}
float square(float x) { return x * x; }
vec3 scaleAll(vec3 v, float s) { return v * s + vec3(square(1.0)); }
// run: {"inputs": {"p": [1, 2, 3]}, "expect": {"v": [5, 9, 13]}}
