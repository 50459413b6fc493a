// expect: fail -- GLSL 1.30 section 6.2: an if condition must be a scalar bool
#version 130
void main() {
    if (1) { }
}
