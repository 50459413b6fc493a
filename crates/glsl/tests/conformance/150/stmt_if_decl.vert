// expect: fail -- GLSL 1.50 section 6.2: an if condition cannot declare a variable
#version 150 core
void main() {
    if (bool b = true) { }
}
