// expect: fail -- GLSL ES 1.00 section 4.6.1: invariant is allowed at global scope only
#version 100
precision mediump float;
void main() {
    invariant float a;
}
