// expect: fail -- GLSL 1.20 section 6.2: an if condition must be a scalar bool
#version 120
void main() {
    if (1) { }
}
