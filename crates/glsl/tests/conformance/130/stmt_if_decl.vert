// expect: fail -- GLSL 1.30 section 6.2: an if condition cannot declare a variable
#version 130
void main() {
    if (bool b = true) { }
}
