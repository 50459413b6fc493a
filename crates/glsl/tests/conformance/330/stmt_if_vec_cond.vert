// expect: fail -- GLSL 3.30 section 6.2: an if condition must be a scalar bool
#version 330 core
void main() {
    if (bvec2(true)) { }
}
