// expect: fail -- GLSL 1.50 (compatibility) section 6.2: an if condition cannot declare a variable
#version 150 compatibility
void main() {
    if (bool b = true) { }
}
