// expect: fail -- GLSL 1.50 (compatibility) section 4.6.1: invariant is allowed at global scope only
#version 150 compatibility
void main() {
    invariant float a;
}
