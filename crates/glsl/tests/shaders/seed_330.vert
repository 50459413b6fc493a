#version 330 core
layout (location = 0) in vec3 aPos;
layout (location = 1) in vec3 aColor;
out vec3 ourColor;
void main()
{
gl_Position = vec4(aPos, 1.0);
ourColor = aColor;
}
// run: {"inputs": {"aPos": [1, 2, 3], "aColor": [0.5, 0.25, 0]}, "expect": {"gl_Position": [1, 2, 3, 1], "ourColor": [0.5, 0.25, 0]}}
