// expect: fail -- GLSL 1.50 section 6.2: an if condition must be a scalar bool
#version 150 core
void main() {
    if (bvec2(true)) { }
}
