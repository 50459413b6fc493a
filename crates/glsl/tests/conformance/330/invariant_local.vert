// expect: fail -- GLSL 3.30 section 4.6.1: invariant is allowed at global scope only
#version 330 core
void main() {
    invariant float a;
}
