// expect: fail -- GLSL 1.20 section 4.6.1: invariant redeclarations are at global scope
#version 120
varying vec4 g_v;
void main() {
    invariant g_v;
}
