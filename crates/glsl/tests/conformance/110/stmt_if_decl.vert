// expect: fail -- GLSL 1.10 section 6.2: an if condition cannot declare a variable
#version 110
void main() {
    if (bool b = true) { }
}
