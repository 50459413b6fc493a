// expect: fail -- GLSL 1.10 section 6.2: an if condition must be a scalar bool
#version 110
void main() {
    if (bvec2(true)) { }
}
