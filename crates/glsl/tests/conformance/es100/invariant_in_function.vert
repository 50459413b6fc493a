// expect: fail -- GLSL ES 1.00 section 4.6.1: invariant redeclarations are at global scope
#version 100
precision mediump float;
varying vec4 g_v;
void main() {
    invariant g_v;
}
