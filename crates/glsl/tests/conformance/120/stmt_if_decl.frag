// expect: fail -- GLSL 1.20 section 6.2: an if condition cannot declare a variable
#version 120
void main() {
    if (bool b = true) { }
}
