// expect: fail -- GLSL 1.20 section 4.6.1: invariant is allowed at global scope only
#version 120
void main() {
    invariant float a;
}
