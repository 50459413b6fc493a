// expect: fail -- GLSL 3.30 (compatibility) section 6.2: an if condition must be a scalar bool
#version 330 compatibility
void main() {
    if (1) { }
}
