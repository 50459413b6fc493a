// expect: fail -- GLSL 1.10 section 4.6.1: invariant is allowed at global scope only
#version 110
void main() {
    invariant float a;
}
