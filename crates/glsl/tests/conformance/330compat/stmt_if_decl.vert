// expect: fail -- GLSL 3.30 (compatibility) section 6.2: an if condition cannot declare a variable
#version 330 compatibility
void main() {
    if (bool b = true) { }
}
