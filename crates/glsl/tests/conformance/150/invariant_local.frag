// expect: fail -- GLSL 1.50 section 4.6.1: invariant is allowed at global scope only
#version 150 core
void main() {
    invariant float a;
}
