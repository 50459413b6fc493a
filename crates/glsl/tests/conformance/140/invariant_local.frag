// expect: fail -- GLSL 1.40 section 4.6.1: invariant is allowed at global scope only
#version 140
void main() {
    invariant float a;
}
