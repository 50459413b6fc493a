// expect: fail -- GLSL 3.30 (compatibility) section 4.6.1: invariant is allowed at global scope only
#version 330 compatibility
void main() {
    invariant float a;
}
