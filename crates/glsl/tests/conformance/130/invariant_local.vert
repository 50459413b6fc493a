// expect: fail -- GLSL 1.30 section 4.6.1: invariant is allowed at global scope only
#version 130
void main() {
    invariant float a;
}
