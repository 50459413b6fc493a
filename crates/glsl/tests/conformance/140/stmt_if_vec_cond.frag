// expect: fail -- GLSL 1.40 section 6.2: an if condition must be a scalar bool
#version 140
void main() {
    if (bvec2(true)) { }
}
