#version 330 core
in vec4 aPos;
void main() { gl_Position = aPos; }
