// expect: fail -- GLSL 3.30 section 6.2: an if condition cannot declare a variable
#version 330 core
void main() {
    if (bool b = true) { }
}
